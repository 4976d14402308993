import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component fetched the first time `open` is true, so the page's first load stays small; once
 * fetched it stays (a closed dialog keeps its draft and its closing animation). A failed fetch (a flaky
 * connection) calls `onError` and is tried again on the next open, rather than breaking the page as an
 * unhandled React.lazy error would.
 */
export function useLazyOnOpen<Props>(
  open: boolean,
  load: () => Promise<ComponentType<Props>>,
  onError: (error: unknown) => void,
): ComponentType<Props> | null {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);

  useEffect(() => {
    if (!open || Component) return;
    let cancelled = false;
    load().then(
      (loaded) => {
        if (!cancelled) setComponent(() => loaded);
      },
      (error: unknown) => {
        if (!cancelled) onError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [open, Component, load, onError]);

  return Component;
}
