import { useId } from 'react';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { TicketStatus } from '#shared/constants.ts';
import { useStatusUpdate } from '../use-status-update.ts';
import { StatusOptions } from './status-options.tsx';

/** The card's status dropdown: choosing a status saves it at once. */
export function TicketStatusSelect({
  ticketId,
  status,
  subject,
}: {
  ticketId: string;
  status: TicketStatus;
  subject: string;
}) {
  const { admin: t } = useAccountMessages();
  const id = useId();
  const update = useStatusUpdate(ticketId);
  const shown = update.isPending ? update.variables : status;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t.ticket.statusLabel}
        <span className="sr-only">: {subject}</span>
      </label>
      <NativeSelect
        id={id}
        className="w-40"
        value={shown}
        disabled={update.isPending}
        onChange={(event) => update.mutate(event.target.value as TicketStatus)}
      >
        <StatusOptions />
      </NativeSelect>
    </div>
  );
}
