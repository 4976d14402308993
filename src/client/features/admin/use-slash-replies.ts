import { type KeyboardEvent, useState } from 'react';
import type { SavedReply } from '#shared/schemas/saved-replies.ts';
import { matchingReplies } from './saved-replies-api.ts';

/** '/' and the letters after it, at the end of the text. */
const SLASH = /(?:^|\s)\/([\p{L}\d]*)$/u;

/**
 * The saved replies matching a '/' typed in the reply box: arrows move among them, Enter inserts one (in
 * place of the '/' and its letters), Escape closes the list until the next keystroke.
 */
export function useSlashReplies(
  text: string,
  replies: SavedReply[],
  insert: (reply: SavedReply, replacing: number) => void,
) {
  const [active, setActive] = useState(0);
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const typed = SLASH.exec(text);
  const matches = typed && closedAt !== text ? matchingReplies(replies, typed[1] ?? '') : [];
  const chosen = matches[Math.min(active, matches.length - 1)];

  function choose(reply: SavedReply) {
    insert(reply, (typed?.[1]?.length ?? 0) + 1);
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (matches.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : matches.length - 1;
      setActive((Math.min(active, matches.length - 1) + step) % matches.length);
    } else if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      choose(chosen);
    } else if (event.key === 'Escape') {
      // The dialog would close too: the first Escape only closes the list.
      event.preventDefault();
      event.stopPropagation();
      setClosedAt(text);
    }
  }

  return { matches, chosen, choose, onKeyDown };
}
