import { Send, XCircle } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { AttachmentPicker } from '#client/components/attachments/attachment-picker.tsx';
import { useAttachments } from '#client/components/attachments/use-attachments.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { showToast } from '#client/lib/toast.ts';
import { ticketLimits } from '#shared/constants.ts';
import { useTicketActions } from '../use-ticket-actions.ts';

/** 'Add Response', Send Response and Close Ticket, shown while the ticket is not closed. */
export function ResponseForm({ ticketId }: { ticketId: string }) {
  const { portal: t } = useAccountMessages();
  const files = useAttachments();
  const id = useId();
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const { respond, close } = useTicketActions(ticketId);
  const busy = respond.isPending || close.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      showToast('error', t.toast.emptyResponseTitle, t.toast.emptyResponse);
      return;
    }
    if (files.stillUploading()) return;
    const onSuccess = () => {
      setText('');
      files.clear();
    };
    // The disabled Send button drops the focus; the reply box takes it back, ready for the next reply.
    respond.mutate(
      { text: trimmed, attachments: files.sent },
      { onSuccess, onSettled: () => box.current?.focus() },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-3">
      <Label htmlFor={`${id}-response`} look="heading">
        {t.detail.responseLabel}
      </Label>
      <Textarea
        ref={box}
        id={`${id}-response`}
        name="response"
        rows={4}
        maxLength={ticketLimits.response}
        placeholder={t.detail.responsePlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPaste={files.onPaste}
      />
      <AttachmentPicker attachments={files} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" disabled={busy} onClick={() => close.mutate()}>
          <XCircle aria-hidden="true" />
          {close.isPending ? t.detail.closing : t.detail.close}
        </Button>
        <Button type="submit" disabled={busy}>
          <Send aria-hidden="true" />
          {respond.isPending ? t.detail.sending : t.detail.send}
        </Button>
      </div>
    </form>
  );
}
