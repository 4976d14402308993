import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers, ticketResponses, tickets } from '#server/db/schema.ts';
import { ticketStatuses } from '#shared/constants.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { SEED_ADMIN, SEED_CUSTOMER, seedDatabase } from './seed.ts';

const { client, db } = await createTestApp();
const progress: number[] = [];
const seeded = await seedDatabase(db, { tickets: 300, onProgress: (done) => progress.push(done) });

async function total(table: typeof tickets | typeof ticketResponses) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('the seed', () => {
  it('adds the asked tickets plus the known customer’s, with about five responses each', async () => {
    expect(await total(tickets)).toBe(300 + 36);
    const perTicket = (await total(ticketResponses)) / (await total(tickets));
    expect(perTicket).toBeGreaterThan(3.5);
    expect(perTicket).toBeLessThan(6.5);
    expect(progress.at(-1)).toBe(300);
  });

  it('spreads statuses, authors, people and dates', async () => {
    const statuses = await db.selectDistinct({ status: tickets.status }).from(tickets);
    expect(statuses.map((row) => row.status).sort()).toEqual([...ticketStatuses].sort());
    const [spread] = await db
      .select({
        emails: sql<number>`count(distinct ${tickets.email})::int`,
        subjects: sql<number>`count(distinct ${tickets.subject})::int`,
        days: sql<number>`extract(day from max(${tickets.createdAt}) - min(${tickets.createdAt}))::int`,
      })
      .from(tickets);
    expect(spread?.emails).toBeGreaterThan(30);
    expect(spread?.subjects).toBeGreaterThan(30);
    expect(spread?.days).toBeGreaterThan(180);
  });

  it('shares most tickets among the team, whose replies are their assignee’s, and leaves some unanswered', async () => {
    expect(seeded.teamIds[0]).toBe(seeded.adminId);
    const [shares] = await db
      .select({
        unassigned: sql<number>`count(*) filter (where ${tickets.assigneeId} is null)::int`,
        unassignedNotOpen: sql<number>`count(*) filter (where ${tickets.assigneeId} is null and ${tickets.status} <> 'open')::int`,
        assignees: sql<number>`count(distinct ${tickets.assigneeId})::int`,
      })
      .from(tickets);
    expect(shares?.assignees).toBe(seeded.teamIds.length);
    expect(shares?.unassigned).toBeGreaterThan(0);
    expect(shares?.unassigned).toBeLessThan(300 / 3);
    expect(shares?.unassignedNotOpen).toBe(0);
    const [stray] = await db
      .select({ n: count() })
      .from(ticketResponses)
      .innerJoin(tickets, eq(tickets.id, ticketResponses.ticketId))
      .where(
        sql`${ticketResponses.isFromAdmin} and ${ticketResponses.adminId} is distinct from ${tickets.assigneeId}`,
      );
    expect(stray?.n).toBe(0);
  });

  it('makes accounts the bench signs in with, and generated customers file tickets as known emails', async () => {
    const signIn = await client().post('/api/auth/sign-in', {
      email: SEED_CUSTOMER.email,
      passwordHash: await passwordDigest(SEED_CUSTOMER.password, SEED_CUSTOMER.email),
    });
    expect(signIn.status).toBe(200);
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, seeded.customerTicketId));
    expect(ticket).toMatchObject({ email: SEED_CUSTOMER.email });
    expect(ticket?.status).not.toBe('closed');

    const [generated] = await db.select({ email: tickets.email }).from(tickets).limit(1);
    const status = await client().post('/api/tickets/email-status', { email: generated?.email });
    expect(status.body).toEqual({ hasPassword: true });
  });

  it('adds tickets on a second run without duplicating the known accounts', async () => {
    await seedDatabase(db, { tickets: 10 });
    expect(await total(tickets)).toBe(300 + 36 + 10);
    const admins = await db.select().from(adminUsers).where(eq(adminUsers.email, SEED_ADMIN.email));
    expect(admins).toHaveLength(1);
    expect(await db.$count(adminUsers)).toBe(seeded.teamIds.length);
  });
});
