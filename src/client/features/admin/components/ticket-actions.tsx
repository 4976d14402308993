import type { AdminTicket } from '#shared/schemas/admin-tickets.ts';
import { DeleteTicketDialog } from './delete-ticket-dialog.tsx';
import { RespondDialog } from './respond-dialog.tsx';
import { TicketStatusSelect } from './ticket-status-select.tsx';

/** A desk ticket's status dropdown, then Respond before Delete, in reading and tab order. */
export function TicketActions({ ticket }: { ticket: AdminTicket }) {
  return (
    <>
      <div data-desk-action="status">
        <TicketStatusSelect ticketId={ticket.id} status={ticket.status} subject={ticket.subject} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div data-desk-action="respond" className="contents">
          <RespondDialog ticket={ticket} />
        </div>
        <DeleteTicketDialog ticket={ticket} />
      </div>
    </>
  );
}
