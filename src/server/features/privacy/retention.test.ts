import { describe, expect, it } from 'vitest';
import { tickets } from '#server/db/schema.ts';
import type { TicketStatus } from '#shared/constants.ts';
import { auditedBy } from '#tests/support/audit-trail.ts';
import { insertResponse, insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { runDailyRetention } from './daily-retention.ts';
import { removeExpiredTickets } from './retention.ts';

const { db, clock } = await createTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);

async function ticketAged(status: TicketStatus, days: number) {
  return insertTicket(db, {
    email: 'kept@example.com',
    subject: `${status} ${days}`,
    status,
    createdAt: daysAgo(days),
  });
}

const remainingSubjects = async () =>
  (await db.select({ subject: tickets.subject }).from(tickets)).map((row) => row.subject).sort();

describe('RETENTION_DAYS', () => {
  it('removes only closed tickets whose last activity is past the age, with their replies, in one audited run', async () => {
    const old = await ticketAged('closed', 31);
    await insertResponse(db, { ticketId: old.id, text: 'Old reply' });
    await ticketAged('closed', 29);
    for (const status of ['open', 'in_progress', 'resolved'] as const) await ticketAged(status, 400);

    const entries = await auditedBy(db, async () => {
      expect(await removeExpiredTickets(db, 30, clock.now())).toBe(1);
    });

    expect(await remainingSubjects()).toEqual(['closed 29', 'in_progress 400', 'open 400', 'resolved 400']);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'retention.tickets_removed',
        actorType: 'system',
        details: expect.objectContaining({ retentionDays: 30, removed: 1 }),
      }),
    ]);
  });

  it('runs once a day however often housekeeping sweeps, and not at all when unset', async () => {
    await db.delete(tickets);
    await ticketAged('closed', 10);
    expect(await runDailyRetention(db, undefined, clock.now())).toBeNull();
    expect(await runDailyRetention(db, 5, clock.now())).toBe(1);
    await ticketAged('closed', 10);
    clock.advance(DAY_MS / 2);
    expect(await runDailyRetention(db, 5, clock.now())).toBeNull();
    expect(await remainingSubjects()).toEqual(['closed 10']);
    clock.advance(DAY_MS / 2);
    expect(await runDailyRetention(db, 5, clock.now())).toBe(1);
    expect(await remainingSubjects()).toEqual([]);
  });
});
