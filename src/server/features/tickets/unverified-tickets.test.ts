// Issue 26: a ticket for a confirmed address needs no password, so anyone can file one in its owner's
// name. It is kept unverified, marked, until its owner says 'Yes, I filed this' or removes it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '#server/db/schema.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { auditedBy } from '#tests/support/audit-trail.ts';
import { openConfirmationLink } from '#tests/support/confirmation.ts';
import { insertAdmin, insertCustomer } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db } = await createTestApp();
const alice = await insertCustomer(db, 'alice@example.com', 'alice password');
const bob = await insertCustomer(db, 'bob@example.com', 'bob password');
const admin = await insertAdmin(db, 'desk@example.com', 'desk password');

const fields = { name: 'Alice', description: 'Please change my account email to mallory@evil.test.' };
let emails = 0;

async function signedIn(account: { email: string; passwordHash: string }, path = '/api/auth/sign-in') {
  const caller = client();
  expect((await caller.post(path, { email: account.email, passwordHash: account.passwordHash })).status).toBe(
    200,
  );
  return caller;
}

async function file(caller: ReturnType<typeof client>, email: string, subject: string, password?: string) {
  const passwordHash = password && (await passwordDigest(password, email));
  const response = await caller.post<{ ticket: { id: string; isVerified: boolean } }>('/api/tickets', {
    ...fields,
    email,
    subject,
    passwordHash,
  });
  expect(response.status).toBe(201);
  return response.body.ticket;
}

const storedVerified = async (id: string) =>
  (await db.select().from(tickets).where(eq(tickets.id, id)))[0]?.isVerified;

describe('whether a new ticket is verified', () => {
  it('is not when filed for a confirmed address without its session, even with another customer’s', async () => {
    const anonymous = await file(client(), alice.email, 'Anonymous');
    expect(anonymous.isVerified).toBe(false);
    expect(await storedVerified(anonymous.id)).toBe(false);
    const byBob = await file(await signedIn(bob), alice.email, 'Bob in Alice’s name');
    expect(await storedVerified(byBob.id)).toBe(false);
  });

  it('is when filed with the session of the address’s customer', async () => {
    const ticket = await file(await signedIn(alice), alice.email, 'Signed in');
    expect(ticket.isVerified).toBe(true);
    expect(await storedVerified(ticket.id)).toBe(true);
  });

  it('becomes so for a first ticket confirmed with its own password, not with a new one', async () => {
    const own = `first${++emails}@example.com`;
    const ownTicket = await file(client(), own, 'First', 'first password');
    expect(await storedVerified(ownTicket.id)).toBe(false);
    expect((await openConfirmationLink(client(), db, own, 'first password')).status).toBe(200);
    expect(await storedVerified(ownTicket.id)).toBe(true);

    const other = `first${++emails}@example.com`;
    const strangers = await file(client(), other, 'Stranger', 'stranger password');
    expect((await openConfirmationLink(client(), db, other, 'owner password')).status).toBe(200);
    expect(await storedVerified(strangers.id)).toBe(false);
  });
});

describe('an unverified ticket on the desks', () => {
  it('shows on the admin desk, marked, and counts in the status figures', async () => {
    const desk = await signedIn(admin, '/api/auth/admin/sign-in');
    const before = await desk.get<{ counts: { open: number } }>('/api/admin/tickets');
    const ticket = await file(client(), alice.email, 'Counted on the desk');
    const after = await desk.get<{
      counts: { open: number };
      tickets: { id: string; isVerified: boolean }[];
    }>('/api/admin/tickets');
    expect(after.body.tickets.find((row) => row.id === ticket.id)).toMatchObject({ isVerified: false });
    expect(after.body.counts.open).toBe(before.body.counts.open + 1);
  });

  it("becomes verified by its owner's 'Yes, I filed this', which nobody else may say", async () => {
    const ticket = await file(client(), alice.email, 'Claimed');
    expect((await client().post(`/api/tickets/${ticket.id}/verification`)).status).toBe(401);
    expect((await (await signedIn(bob)).post(`/api/tickets/${ticket.id}/verification`)).status).toBe(404);
    expect(await storedVerified(ticket.id)).toBe(false);
    const claimed = await (await signedIn(alice)).post(`/api/tickets/${ticket.id}/verification`);
    expect(claimed).toMatchObject({ status: 200, body: { ticket: { id: ticket.id, isVerified: true } } });
    expect(await storedVerified(ticket.id)).toBe(true);
  });

  it("is removed by its owner's 'Not mine', audited; a verified one and another's are not", async () => {
    const ticket = await file(client(), alice.email, 'Not mine');
    expect((await (await signedIn(bob)).delete(`/api/tickets/${ticket.id}`)).status).toBe(404);
    const caller = await signedIn(alice);
    const entries = await auditedBy(db, async () =>
      expect((await caller.delete(`/api/tickets/${ticket.id}`)).status).toBe(204),
    );
    expect(entries).toMatchObject([
      {
        kind: 'ticket.deleted',
        actorType: 'customer',
        actorName: alice.email,
        subjectId: ticket.id,
        details: { email: alice.email, status: 'open' },
      },
    ]);
    expect(await storedVerified(ticket.id)).toBeUndefined();

    const own = await file(caller, alice.email, 'Mine');
    expect((await caller.delete(`/api/tickets/${own.id}`)).status).toBe(404);
    expect(await storedVerified(own.id)).toBe(true);
  });
});
