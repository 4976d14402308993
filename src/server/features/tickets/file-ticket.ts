import type { Database } from '#server/db/client.ts';
import { tickets } from '#server/db/schema.ts';
import type { AuditActor } from '#server/features/audit/index.ts';
import type { TicketRow } from './ticket-body.ts';
import { recordTicketEvent, type TicketEventDetails } from './ticket-events.ts';

/** Stores a new ticket and its event, whose job tells the admins; sent together, in one round trip. */
export async function fileTicket(
  tx: Database,
  ticket: TicketRow,
  actor: AuditActor,
  details: TicketEventDetails['ticket.created'] = {},
): Promise<void> {
  await Promise.all([
    tx.insert(tickets).values(ticket),
    recordTicketEvent(tx, {
      kind: 'ticket.created',
      ticketId: ticket.id,
      actor,
      details,
      at: ticket.createdAt,
    }),
  ]);
}
