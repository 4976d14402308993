import { clsx } from 'clsx';
import type { SavedReply } from '#shared/schemas/saved-replies.ts';

/** The saved replies a '/' matches, under the reply box; the box keeps the focus and points at the chosen one. */
export function SavedReplyList({
  id,
  label,
  matches,
  chosen,
  onChoose,
}: {
  id: string;
  label: string;
  matches: SavedReply[];
  chosen: SavedReply | undefined;
  onChoose: (reply: SavedReply) => void;
}) {
  if (matches.length === 0) return null;
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      className="grid gap-1 rounded-md border border-border bg-white p-1 shadow-sm"
    >
      {matches.map((reply) => (
        <div
          key={reply.id}
          id={`${id}-${reply.id}`}
          role="option"
          tabIndex={-1}
          aria-selected={reply === chosen}
          // The box keeps the focus: a mouse choice must not take it away first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(reply)}
          onKeyDown={() => {}}
          className={clsx(
            'cursor-pointer rounded px-3 py-2 text-sm',
            reply === chosen ? 'bg-maple-600 text-white' : 'hover:bg-stone-100',
          )}
        >
          {reply.title}
        </div>
      ))}
    </div>
  );
}
