import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditEntries, ticketEventCursor } from '#server/db/schema.ts';
import type { TicketRow } from './ticket-body.ts';

/** An audit entry that is a ticket event, hence with the transaction that wrote it. */
export type TicketEventRow = typeof auditEntries.$inferSelect & { transactionId: string };

/** An event to react to, with its ticket as the reactions' turn read it. */
export interface EventOnTicket {
  event: typeof auditEntries.$inferSelect;
  ticket: TicketRow;
}

/**
 * The oldest transaction still running in this database, other than the caller's, as an xid8; the
 * largest xid8 when there is none. Transactions of other databases on the same server never write our
 * events, so unlike the snapshot's xmin, which counts the whole server's, they hold nothing back.
 * `age()` counts back from the caller's own transaction id, which `FOR UPDATE` has assigned.
 */
const oldestRunning = sql`coalesce((
  select (pg_current_xact_id()::text::numeric - max(age(backend_xid)))::text::xid8
  from pg_stat_activity
  where datname = current_database() and backend_xid is not null and pid <> pg_backend_pid()
), '18446744073709551615'::xid8)`;

/**
 * In `tx`, locks the cursor of the reactions and reads the next `limit` events after it, in their order:
 * by transaction, then id. Only transactions older than every one still running in this database are
 * read, since ids are taken before commit and a later id can commit first; an older transaction has
 * ended, so nothing can appear behind the cursor (ticket-event-reactions-follow-a-cursor.md). While
 * another instance holds the cursor, there is nothing to read.
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
        sql`${auditEntries.transactionId} < ${oldestRunning}`,
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

/**
 * How far the reactions are behind, in seconds: the age of the oldest committed event after the cursor,
 * 0 when there is none. Read from the database, so it tells the truth whichever instance reacts.
 */
export async function reactionLagSeconds(db: Database): Promise<number> {
  const [row] = await db
    .select({ lag: sql<number>`extract(epoch from now() - ${auditEntries.createdAt})::float8` })
    .from(auditEntries)
    .innerJoin(
      ticketEventCursor,
      sql`(${auditEntries.transactionId}, ${auditEntries.id}) > (${ticketEventCursor.transactionId}, ${ticketEventCursor.eventId})`,
    )
    .where(isNotNull(auditEntries.transactionId))
    .orderBy(asc(auditEntries.transactionId), asc(auditEntries.id))
    .limit(1);
  return Math.max(0, row?.lag ?? 0);
}
