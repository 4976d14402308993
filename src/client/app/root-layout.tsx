import { type ReactNode, Suspense } from 'react';
import { ToastHost } from '#client/components/toast-host.tsx';
import { PageLoading } from './page-loading.tsx';

/** Wraps every page: the page itself (its code may still be loading) and the toasts it raises. */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
      <ToastHost />
    </>
  );
}
