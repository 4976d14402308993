import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves the focus to the element the first time it is on screen, which may be a few renders after
 * mounting (once its data arrives). Used where the control the user just pressed has gone away.
 */
export function useFocusOnce(ref: RefObject<HTMLElement | null>): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !ref.current) return;
    ref.current.focus();
    done.current = true;
  });
}
