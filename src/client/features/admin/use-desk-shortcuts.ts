import { type RefObject, useEffect } from 'react';

/** Where a key is text to type, or belongs to an open dialog, it is never a shortcut. */
function typingOrInDialog(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"], [role="alertdialog"]') !== null
  );
}

/**
 * The desk's keys: j and k move to the next and previous ticket, r opens the current ticket's Respond
 * dialog, s moves to its status, and ? shows them all. The current ticket is the one holding the focus.
 */
export function useDeskShortcuts(list: RefObject<HTMLElement | null>, showHelp: () => void) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || typingOrInDialog(event.target)) return;
      if (event.key === '?') {
        event.preventDefault();
        showHelp();
        return;
      }
      const tickets = [...(list.current?.querySelectorAll<HTMLElement>('[data-desk-ticket]') ?? [])];
      const current = tickets.findIndex((ticket) => ticket.contains(document.activeElement));
      const action: Record<string, () => void> = {
        j: () => tickets[Math.min(current + 1, tickets.length - 1)]?.focus(),
        k: () => tickets[Math.max(current - 1, 0)]?.focus(),
        r: () => tickets[current]?.querySelector<HTMLElement>('[data-desk-action="respond"] button')?.click(),
        s: () => tickets[current]?.querySelector<HTMLElement>('[data-desk-action="status"] select')?.focus(),
      };
      const run = action[event.key];
      if (!run) return;
      event.preventDefault();
      run();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [list, showHelp]);
}
