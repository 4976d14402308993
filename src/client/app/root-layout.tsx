import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ToastHost } from '#client/components/toast-host.tsx';
import { PageLoading } from './page-loading.tsx';

/** Wraps every page: the page itself (its code may still be loading) and the toasts it raises. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <ToastHost />
    </>
  );
}
