import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasRaisedToast, subscribeFirstToast } from '#client/lib/toast.ts';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Mounts the toast area once the page raises its first toast. */
export function ToastHost() {
  const needed = useSyncExternalStore(subscribeFirstToast, hasRaisedToast, () => false);
  if (!needed) return null;
  // At the bottom: an open dialog's title and close button sit at its top, on a phone at the screen's.
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="bottom-right" />
    </Suspense>
  );
}
