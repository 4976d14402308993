import { clsx } from 'clsx';
import { Lock, Send } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { AttachmentPicker } from '#client/components/attachments/attachment-picker.tsx';
import { useAttachments } from '#client/components/attachments/use-attachments.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { ticketLimits } from '#shared/constants.ts';
import type { Language } from '#shared/language.ts';
import type { Attachment } from '#shared/schemas/attachments.ts';
import type { SavedReply } from '#shared/schemas/saved-replies.ts';
import type { TicketResponse } from '#shared/schemas/ticket.ts';
import { fillSavedReply, useSavedReplies } from '../saved-replies-api.ts';
import { isTicketChanged } from '../ticket-changed.ts';
import { useAdminNote } from '../use-admin-note.ts';
import { useAdminResponse } from '../use-admin-response.ts';
import { useSlashReplies } from '../use-slash-replies.ts';
import { NewReplyDialog } from './new-reply-dialog.tsx';
import { SavedReplyList } from './saved-reply-list.tsx';
import { SavedReplyMenu } from './saved-reply-menu.tsx';

type Kind = 'reply' | 'note';

/**
 * The dialog's answer: a reply to the customer or, chosen apart and styled apart, a note for the team;
 * saved replies come in from a menu or by typing '/' and a few letters; a reply can carry files.
 */
export function ResponseForm({
  ticket,
  conversation,
}: {
  ticket: { id: string; name: string; language: Language };
  /** What the dialog shows: its count goes with each reply, so the server can tell what came since. */
  conversation: { responses: TicketResponse[]; attachments: Attachment[] };
}) {
  const ticketId = ticket.id;
  const { admin: t, team } = useAccountMessages();
  const id = useId();
  const [kind, setKind] = useState<Kind>('reply');
  const [text, setText] = useState('');
  const { responses } = conversation;
  /** How many messages there were when the text was begun: what its writer had read. */
  const readUpTo = useRef(responses.length);
  /** The count a refused reply was written on: the new messages are the ones after it. */
  const [askedSince, setAskedSince] = useState<number | null>(null);
  function write(next: string) {
    // A message shown while the text was being written may go unread: the count stays the one at its start.
    if (text === '') readUpTo.current = responses.length;
    setText(next);
  }
  const box = useRef<HTMLTextAreaElement>(null);
  const reply = useAdminResponse(ticketId);
  const note = useAdminNote(ticketId);
  const files = useAttachments();
  const sending = (kind === 'note' ? note : reply).isPending;
  const blank = text.trim() === '';
  const isNote = kind === 'note';
  const replies = useSavedReplies().data?.replies ?? [];
  function insert(reply: SavedReply, replacing = 0) {
    const before = text.slice(0, text.length - replacing);
    const filled = fillSavedReply(reply, ticket);
    write(before && !/\s$/.test(before) ? `${before}\n${filled}` : `${before}${filled}`);
    box.current?.focus();
  }
  const slash = useSlashReplies(text, replies, insert);

  function send(seenResponses: number) {
    // The disabled Send button drops the focus; the box takes it back, ready for the next one.
    const onSettled = (_data: unknown, error: unknown) => !isTicketChanged(error) && box.current?.focus();
    const onError = (error: unknown) => isTicketChanged(error) && setAskedSince(seenResponses);
    if (isNote) {
      note.mutate({ text: text.trim(), seenResponses }, { onSuccess: () => setText(''), onError, onSettled });
      return;
    }
    if (files.stillUploading()) return;
    const onSuccess = () => {
      setText('');
      files.clear();
    };
    reply.mutate(
      { text: text.trim(), attachments: files.sent, seenResponses },
      { onSuccess, onError, onSettled },
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!blank) send(readUpTo.current);
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className={clsx('grid gap-3 rounded-lg', isNote && 'border border-amber-300 bg-amber-50 p-4')}
    >
      <fieldset className="m-0 flex min-w-0 flex-wrap gap-x-5 gap-y-2 border-0 p-0">
        <legend className="sr-only">{team.notes.kind}</legend>
        {(['reply', 'note'] as const).map((option) => (
          <label key={option} className="flex cursor-pointer items-center gap-2 text-sm font-medium">
            <input
              type="radio"
              name={`${id}-kind`}
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
              className="size-4 accent-maple-600"
            />
            {option === 'reply' ? team.notes.reply : team.notes.note}
          </label>
        ))}
      </fieldset>
      <Label htmlFor={`${id}-response`} look="strong" className="flex items-center gap-1.5">
        {isNote && <Lock aria-hidden="true" className="size-4" />}
        {isNote ? team.notes.label : t.respond.responseLabel}
      </Label>
      {isNote && (
        <p id={`${id}-hint`} className="text-sm text-amber-950">
          {team.notes.noteHint}
        </p>
      )}
      <Textarea
        ref={box}
        onKeyDown={slash.onKeyDown}
        aria-controls={slash.matches.length > 0 ? `${id}-saved` : undefined}
        aria-activedescendant={slash.chosen ? `${id}-saved-${slash.chosen.id}` : undefined}
        id={`${id}-response`}
        rows={4}
        maxLength={ticketLimits.response}
        aria-describedby={isNote ? `${id}-hint ${id}-slash` : `${id}-slash`}
        placeholder={isNote ? team.notes.notePlaceholder : t.respond.responsePlaceholder}
        value={text}
        onChange={(event) => write(event.target.value)}
        onPaste={isNote ? undefined : files.onPaste}
        className={clsx(isNote && 'bg-white')}
      />
      {!isNote && <AttachmentPicker attachments={files} />}
      <SavedReplyList
        id={`${id}-saved`}
        label={team.saved.suggestions}
        matches={slash.matches}
        chosen={slash.chosen}
        onChoose={slash.choose}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <p id={`${id}-slash`} className="text-xs text-muted-foreground">
            {team.saved.hint}
          </p>
          <SavedReplyMenu replies={replies} onInsert={(reply) => insert(reply)} />
        </div>
        <Button
          type="submit"
          variant={isNote ? 'outline' : 'default'}
          className="justify-self-end"
          disabled={blank || sending}
        >
          {isNote ? <Lock aria-hidden="true" /> : <Send aria-hidden="true" />}
          {isNote
            ? note.isPending
              ? team.notes.sending
              : team.notes.send
            : reply.isPending
              ? t.respond.sending
              : t.respond.send}
        </Button>
      </div>
      <NewReplyDialog
        messages={askedSince === null ? null : responses.slice(askedSince)}
        files={conversation.attachments}
        returnTo={box}
        onRevise={() => {
          readUpTo.current = responses.length;
          setAskedSince(null);
        }}
        onSendAnyway={() => {
          setAskedSince(null);
          send(responses.length);
        }}
      />
    </form>
  );
}
