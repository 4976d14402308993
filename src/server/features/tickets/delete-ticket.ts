import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { tickets } from '#server/db/schema.ts';
import type { AuditActor } from '#server/features/audit/index.ts';
import { notFound } from '#server/http/http-error.ts';
import { recordTicketEvent } from './ticket-events.ts';

/**
 * An admin deletes a ticket, or its customer one filed in their name ('Not mine', `only` their
 * unverified ones); its replies go with it (cascade) and the status counts follow (the
 * ticket_status_counts trigger). The event keeps who filed it and its status, not its text.
 */
export async function deleteTicket(
  db: Database,
  id: string,
  actor: AuditActor,
  now: Date,
  only?: SQL,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(tickets)
      .where(and(eq(tickets.id, id), only))
      .returning({ id: tickets.id, email: tickets.email, status: tickets.status });
    if (!row) throw notFound('No such ticket.');
    await recordTicketEvent(tx, {
      kind: 'ticket.deleted',
      ticketId: row.id,
      actor,
      details: { email: row.email, status: row.status },
      at: now,
    });
  });
}
