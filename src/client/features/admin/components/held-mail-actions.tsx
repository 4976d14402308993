import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { isSessionLost, useAccountSession } from '#client/lib/session/account-session.tsx';
import { showToast } from '#client/lib/toast.ts';
import type { InboundMessage } from '#shared/schemas/inbound.ts';
import { addHeldMail, adminKeys, discardHeldMail } from '../api.ts';

/** 'Add to ticket' (the ticket it named, or one the admin types) and 'Discard', for a held message. */
export function HeldMailActions({ message }: { message: InboundMessage }) {
  const { admin: t, inbound: i } = useAccountMessages();
  const id = useId();
  const { end } = useAccountSession();
  const queryClient = useQueryClient();
  const [ticketId, setTicketId] = useState(message.ticketId ?? '');
  const settled = (title: string) => () => {
    void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'inbound'] });
    showToast('success', title, message.subject ?? i.noSubject);
  };
  const failed = (error: Error) => {
    if (isSessionLost(error)) return end();
    showToast('error', t.toast.errorTitle, i.actionFailed);
  };
  const add = useMutation({
    mutationFn: addHeldMail,
    onSuccess: settled(i.addedTitle),
    onError: failed,
  });
  const discard = useMutation({
    mutationFn: discardHeldMail,
    onSuccess: settled(i.discardedTitle),
    onError: failed,
  });
  const busy = add.isPending || discard.isPending;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) add.mutate({ id: message.id, ticketId: ticketId.trim() });
      }}
    >
      <div className="grid w-full gap-1 sm:w-auto sm:min-w-0 sm:max-w-sm sm:flex-1">
        <Label htmlFor={`${id}-ticket`}>{i.ticketLabel}</Label>
        <Input
          id={`${id}-ticket`}
          value={ticketId}
          onChange={(event) => setTicketId(event.target.value)}
          required
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Button type="submit" size="sm" disabled={busy}>
        {i.add}
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => discard.mutate(message.id)}
      >
        {i.discard}
      </Button>
    </form>
  );
}
