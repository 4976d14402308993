import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditEntries, ticketEventCursor } from '#server/db/schema.ts';

/** An audit entry that is a ticket event, hence with the transaction that wrote it. */
export type TicketEventRow = typeof auditEntries.$inferSelect & { transactionId: string };

/**
 * In `tx`, locks the cursor of the reactions and reads the next `limit` events after it, in their order:
 * by transaction, then id. Only transactions older than every running one are read, since ids are taken
 * before commit and a later id can commit first; a transaction below the snapshot's xmin has ended, so
 * nothing can appear behind the cursor (ticket-event-reactions-follow-a-cursor.md). While another
 * instance holds the cursor, there is nothing to read.
 */
export async function nextTicketEvents(tx: Database, limit: number): Promise<TicketEventRow[]> {
  const [cursor] = await tx.select().from(ticketEventCursor).for('update', { skipLocked: true });
  if (!cursor) return [];
  const events = await tx
    .select()
    .from(auditEntries)
    .where(
      and(
        isNotNull(auditEntries.transactionId),
        sql`(${auditEntries.transactionId}, ${auditEntries.id}) > (${cursor.transactionId}::xid8, ${cursor.eventId})`,
        sql`${auditEntries.transactionId} < pg_snapshot_xmin(pg_current_snapshot())`,
      ),
    )
    .orderBy(asc(auditEntries.transactionId), asc(auditEntries.id))
    .limit(limit);
  return events as TicketEventRow[];
}

/** Moves the cursor past `event`, in the transaction that reacted to it and the events before it. */
export async function reactedTo(tx: Database, event: TicketEventRow): Promise<void> {
  await tx
    .update(ticketEventCursor)
    .set({ transactionId: event.transactionId, eventId: event.id })
    .where(eq(ticketEventCursor.onlyRow, true));
}
