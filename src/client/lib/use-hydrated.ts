import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true from then on. A prerendered form's
 * submit button waits for it: pressed before the page's code runs, the browser would send the form itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
