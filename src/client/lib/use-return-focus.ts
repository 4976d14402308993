import { useLayoutEffect, useRef } from 'react';

/**
 * Radix gives the focus back only to a Dialog.Trigger; our dialogs open from several buttons (and from
 * code), so the element focused when `open` turned true is remembered and focused again on close.
 * Pass the result as the Content's onCloseAutoFocus.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves the focus into the dialog, so the opener is still focused.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (event) => {
    event.preventDefault();
    opener.current?.focus();
  };
}
