import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { tickets } from '#server/db/schema.ts';
import { recordAudit } from '#server/features/audit/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes closed tickets (with their replies) whose last activity is more than `days` days old, and
 * records the run in the audit trail. Open, in-progress and resolved tickets are never removed.
 * Returns how many tickets went.
 */
export async function removeExpiredTickets(db: Database, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(tickets)
      .where(and(eq(tickets.status, 'closed'), lt(tickets.updatedAt, cutoff)))
      .returning({ id: tickets.id });
    await recordAudit(tx, {
      kind: 'retention.tickets_removed',
      actor: { type: 'system' },
      details: { retentionDays: days, cutoff: cutoff.toISOString(), removed: removed.length },
      at: now,
    });
    return removed.length;
  });
}
