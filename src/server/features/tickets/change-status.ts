import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { tickets } from '#server/db/schema.ts';
import type { AuditActor } from '#server/features/audit/index.ts';
import type { TicketStatus } from '#shared/constants.ts';
import { holdCloseLock } from './close-lock.ts';
import type { TicketRow } from './ticket-body.ts';
import { recordTicketEvent } from './ticket-events.ts';

/**
 * Sets the status of the ticket `visible` selects, with its event, in one transaction. It waits for the
 * replies under way to commit (`holdCloseLock`), then locks the row, so the event's `from` is the status
 * this change replaced. Setting the status a ticket already has bumps updated_at and records nothing.
 * Whom to tell is the event's job to work out. Undefined when no ticket matches.
 */
export async function changeTicketStatus(
  db: Database,
  visible: SQL | undefined,
  status: TicketStatus,
  actor: AuditActor,
  now: Date,
): Promise<TicketRow | undefined> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: tickets.id }).from(tickets).where(visible);
    if (!target) return undefined;
    await holdCloseLock(tx, target.id);
    const [before] = await tx
      .select({ id: tickets.id, status: tickets.status })
      .from(tickets)
      .where(and(visible, eq(tickets.id, target.id)))
      .for('update');
    if (!before) return undefined;
    const [row] = await tx
      .update(tickets)
      .set({ status, updatedAt: now })
      .where(eq(tickets.id, before.id))
      .returning();
    if (before.status !== status) {
      await recordTicketEvent(tx, {
        kind: 'ticket.status_changed',
        ticketId: before.id,
        actor,
        details: { from: before.status, to: status },
        at: now,
      });
    }
    return row;
  });
}
