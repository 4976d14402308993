/**
 * Toasts without putting the toast library in the first load: the library and its <Toaster>
 * load when the first toast is raised (sonner replays toasts raised before its Toaster mounts).
 */
type ToastKind = 'success' | 'error' | 'info';

let firstToastRaised = false;
const firstToastListeners = new Set<() => void>();

export function showToast(kind: ToastKind, title: string, description?: string): void {
  if (!firstToastRaised) {
    firstToastRaised = true;
    for (const listener of firstToastListeners) listener();
  }
  void import('sonner').then(({ toast }) => toast[kind](title, { description }));
}

export function subscribeFirstToast(listener: () => void): () => void {
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

export function hasRaisedToast(): boolean {
  return firstToastRaised;
}
