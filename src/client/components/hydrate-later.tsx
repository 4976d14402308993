import { type ReactNode, Suspense } from 'react';

/**
 * A prerendered part whose hydration can wait. React hydrates the content of a Suspense boundary at low
 * priority, in short slices after the rest of the page, and first if the visitor interacts with it:
 * the page answers its first clicks sooner and never blocks the main thread for long.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
