import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { SavedReply, SavedReplyRequest } from '#shared/schemas/saved-replies.ts';
import { SavedReplyForm } from './saved-reply-form.tsx';

interface SavedReplyItemProps {
  reply: SavedReply;
  busy: boolean;
  /** Resolves once saved, rejects when it was not (the form stays open). */
  onSave: (values: SavedReplyRequest) => Promise<unknown>;
  onDelete: () => void;
}

/** One saved reply: its title and texts, or its form while an admin edits it in place. */
export function SavedReplyItem({ reply, busy, onSave, onDelete }: SavedReplyItemProps) {
  const { team } = useAccountMessages();
  const t = team.savedPage;
  const [editing, setEditing] = useState(false);
  const title = useRef<HTMLInputElement>(null);
  const edit = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // The form takes the focus when it opens, and gives it back to Edit when it closes.
  useEffect(() => {
    if (editing) title.current?.focus();
    else if (opened.current) edit.current?.focus();
    opened.current = editing;
  }, [editing]);

  if (editing) {
    const { id: _id, ...values } = reply;
    return (
      <li className="rounded-xl border border-maple-200 bg-white p-4">
        <SavedReplyForm
          label={t.editOf(reply.title)}
          initial={values}
          submitLabel={t.saveChanges}
          pending={busy}
          titleRef={title}
          onCancel={() => setEditing(false)}
          onSubmit={(changed) =>
            onSave(changed).then(
              () => setEditing(false),
              () => {},
            )
          }
        />
      </li>
    );
  }
  return (
    <li className="rounded-xl border border-border bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold break-words">{reply.title}</h3>
        <div className="flex gap-1">
          <Button
            ref={edit}
            variant="ghost"
            size="sm"
            aria-label={t.editOf(reply.title)}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            {t.edit}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive"
            aria-label={t.deleteOf(reply.title)}
            disabled={busy}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
            {t.delete}
          </Button>
        </div>
      </div>
      <div className="mt-2 grid gap-3 text-sm md:grid-cols-2">
        <p lang="en" className="whitespace-pre-wrap break-words">
          {reply.bodyEn}
        </p>
        <p lang="fr" className="whitespace-pre-wrap break-words">
          {reply.bodyFr}
        </p>
      </div>
    </li>
  );
}
