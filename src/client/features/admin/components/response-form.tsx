import { clsx } from 'clsx';
import { Lock, Send } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { ticketLimits } from '#shared/constants.ts';
import { useAdminNote } from '../use-admin-note.ts';
import { useAdminResponse } from '../use-admin-response.ts';

type Kind = 'reply' | 'note';

/** The dialog's answer: a reply to the customer or, chosen apart and styled apart, a note for the team. */
export function ResponseForm({ ticketId }: { ticketId: string }) {
  const { admin: t, team } = useAccountMessages();
  const id = useId();
  const [kind, setKind] = useState<Kind>('reply');
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const reply = useAdminResponse(ticketId);
  const note = useAdminNote(ticketId);
  const send = kind === 'note' ? note : reply;
  const blank = text.trim() === '';
  const isNote = kind === 'note';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank) return;
    // The disabled Send button drops the focus; the box takes it back, ready for the next one.
    send.mutate(text.trim(), { onSuccess: () => setText(''), onSettled: () => box.current?.focus() });
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
        id={`${id}-response`}
        rows={4}
        maxLength={ticketLimits.response}
        aria-describedby={isNote ? `${id}-hint` : undefined}
        placeholder={isNote ? team.notes.notePlaceholder : t.respond.responsePlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={clsx(isNote && 'bg-white')}
      />
      <Button
        type="submit"
        variant={isNote ? 'outline' : 'default'}
        className="justify-self-end"
        disabled={blank || send.isPending}
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
    </form>
  );
}
