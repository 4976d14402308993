import { useId } from 'react';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { SavedReply } from '#shared/schemas/saved-replies.ts';

/** 'Insert a saved reply': choosing one inserts it, and the menu goes back to its prompt. */
export function SavedReplyMenu({
  replies,
  onInsert,
}: {
  replies: SavedReply[];
  onInsert: (reply: SavedReply) => void;
}) {
  const { team: t } = useAccountMessages();
  const id = useId();
  if (replies.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t.saved.menu}
      </label>
      <NativeSelect
        id={id}
        className="w-56"
        value=""
        onChange={(event) => {
          const reply = replies.find((candidate) => candidate.id === event.target.value);
          if (reply) onInsert(reply);
        }}
      >
        <option value="">{t.saved.none}</option>
        {replies.map((reply) => (
          <option key={reply.id} value={reply.id}>
            {reply.title}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
