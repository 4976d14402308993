import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { ticketResponses, tickets } from '#server/db/schema.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { holdCloseLock, holdCloseLockShared } from './close-lock.ts';

const testApp = await createTestApp();
const { db, database } = testApp;
const { customer, customerCaller, desk } = await signedInDesk(testApp);
const other = postgres(database.url, { max: 1, onnotice: () => {} });
const otherDb = drizzle(other) as unknown as Database;
afterAll(() => other.end());

/** Runs `change` in a transaction of another connection, left open until the returned commit. */
async function heldOpen(change: (tx: Database) => Promise<unknown>) {
  let commit = () => {};
  const committed = new Promise<void>((resolve) => {
    commit = resolve;
  });
  const done = otherDb.transaction(async (tx) => {
    await change(tx);
    await committed;
  });
  await delay(50);
  return async () => {
    commit();
    await done;
  };
}

const responsesTo = (ticketId: string) =>
  db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticketId));

describe('a reply racing another change to its ticket', () => {
  it('is refused with 409 when a close holds the ticket first, and leaves nothing behind', async () => {
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Race to close' });
    const commitClose = await heldOpen(async (tx) => {
      await holdCloseLock(tx, ticket.id);
      await tx.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, ticket.id));
    });
    const reply = customerCaller.post(`/api/tickets/${ticket.id}/responses`, { text: 'One more thing.' });
    await delay(100);
    await commitClose();
    expect((await reply).status).toBe(409);
    expect(await responsesTo(ticket.id)).toEqual([]);
  });

  it('answers 404 when the ticket is deleted first', async () => {
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Race to delete' });
    const commitDelete = await heldOpen((tx) => tx.delete(tickets).where(eq(tickets.id, ticket.id)));
    const reply = customerCaller.post(`/api/tickets/${ticket.id}/responses`, { text: 'Hello?' });
    await delay(100);
    await commitDelete();
    expect((await reply).status).toBe(404);
  });

  it('holds a close back until the replies under way commit, and queues later replies behind it', async () => {
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Close in a busy moment' });
    const commitReplyUnderWay = await heldOpen((tx) => holdCloseLockShared(tx, ticket.id));
    let closeAnswered = false;
    const close = desk.patch(`/api/admin/tickets/${ticket.id}`, { status: 'closed' }).finally(() => {
      closeAnswered = true;
    });
    await delay(100);
    const laterReply = customerCaller.post(`/api/tickets/${ticket.id}/responses`, {
      text: 'And another thing.',
    });
    await delay(100);
    expect(closeAnswered).toBe(false);
    await commitReplyUnderWay();
    expect((await close).status).toBe(200);
    expect((await laterReply).status).toBe(409);
    expect(await responsesTo(ticket.id)).toEqual([]);
  });

  it('lets many replies to one ticket through at once', async () => {
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Busy ticket' });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        customerCaller.post(`/api/tickets/${ticket.id}/responses`, { text: `Reply ${n}` }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(201));
    expect(await responsesTo(ticket.id)).toHaveLength(20);
  });

  it("leaves the bump of last activity to the change holding the ticket's row, instead of waiting", async () => {
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Row held' });
    const lastActivity = async () =>
      (await db.select({ at: tickets.updatedAt }).from(tickets).where(eq(tickets.id, ticket.id)))[0]?.at;
    const before = await lastActivity();
    const commit = await heldOpen((tx) =>
      tx.select().from(tickets).where(eq(tickets.id, ticket.id)).for('no key update'),
    );

    const whileHeld = await customerCaller.post(`/api/tickets/${ticket.id}/responses`, { text: 'Held' });
    expect(whileHeld.status).toBe(201);
    expect(await lastActivity()).toEqual(before);
    await commit();

    const onceFree = await customerCaller.post(`/api/tickets/${ticket.id}/responses`, { text: 'Free' });
    const { response } = onceFree.body as { response: { createdAt: string } };
    expect((await lastActivity())?.toISOString()).toBe(response.createdAt);
  });
});
