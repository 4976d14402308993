import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketResponses, tickets } from '#server/db/schema.ts';
import { SESSION_LIFETIME_MS } from '#shared/constants.ts';
import { insertAdmin, insertCustomer, insertSession, insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db, clock } = await createTestApp();
const ada = await insertCustomer(db, 'ada@example.com', 'correct horse');
const bob = await insertCustomer(db, 'bob@example.com', 'battery staple');
const admin = await insertAdmin(db, 'admin@example.com', 'admin password');
const adasTicket = await insertTicket(db, { email: ada.email, subject: "Ada's ticket" });

async function signedIn(customer: { email: string; passwordHash: string }) {
  const caller = client();
  const response = await caller.post('/api/auth/sign-in', customer);
  expect(response.status).toBe(200);
  return caller;
}

/** Every customer operation on Ada's ticket, as one caller would try them. */
function operations(id = adasTicket.id) {
  return [
    ['listMyTickets', 'GET', '/api/tickets', undefined],
    ['getMyTicket', 'GET', `/api/tickets/${id}`, undefined],
    ['addMyTicketResponse', 'POST', `/api/tickets/${id}/responses`, { text: 'Hello' }],
    ['updateMyTicket', 'PATCH', `/api/tickets/${id}`, { status: 'closed' }],
    ['verifyMyTicket', 'POST', `/api/tickets/${id}/verification`, undefined],
    ['disownMyTicket', 'DELETE', `/api/tickets/${id}`, undefined],
  ] as const;
}

async function adasTicketUntouched() {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, adasTicket.id));
  expect(row).toMatchObject({ status: 'open', updatedAt: adasTicket.updatedAt });
  expect(await db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, adasTicket.id))).toEqual(
    [],
  );
}

describe('the customer ticket API description', () => {
  it('names all six operations in /api/openapi.json', async () => {
    const { body } = await client().get<{ paths: Record<string, Record<string, { operationId?: string }>> }>(
      '/api/openapi.json',
    );
    expect(body.paths['/tickets']?.get?.operationId).toBe('listMyTickets');
    expect(body.paths['/tickets/{id}']?.get?.operationId).toBe('getMyTicket');
    expect(body.paths['/tickets/{id}']?.patch?.operationId).toBe('updateMyTicket');
    expect(body.paths['/tickets/{id}']?.delete?.operationId).toBe('disownMyTicket');
    expect(body.paths['/tickets/{id}/verification']?.post?.operationId).toBe('verifyMyTicket');
    expect(body.paths['/tickets/{id}/responses']?.post?.operationId).toBe('addMyTicketResponse');
  });
});

describe('who may call the customer ticket API', () => {
  it.each(operations())(
    '%s answers 401 without a session, even to bad input',
    async (_, method, path, body) => {
      const caller = client();
      expect((await caller.request(method, path, body)).status).toBe(401);
      const badPath = `${path.replace(adasTicket.id, 'nope')}?page=0`;
      const badBody = body && { text: 1, status: 'open' };
      expect((await caller.request(method, badPath, badBody)).status).toBe(401);
      await adasTicketUntouched();
    },
  );

  it.each(operations())('%s answers 403 to an admin session', async (_, method, path, body) => {
    const { cookie } = await insertSession(
      db,
      { type: 'admin', email: admin.email, adminId: admin.id },
      clock.now(),
    );
    const response = await client().request(method, path, body, { cookie });
    expect(response).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    await adasTicketUntouched();
  });

  it("answers 404 to another customer for every operation on Ada's ticket, and changes nothing", async () => {
    const caller = await signedIn(bob);
    const [, ...others] = operations();
    expect((await caller.get('/api/tickets')).body).toMatchObject({ tickets: [], total: 0 });
    for (const [, method, path, body] of others) {
      const response = await caller.request(method, path, body);
      expect(response).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    }
    await adasTicketUntouched();
  });

  it('answers a ticket that does not exist exactly like one of another customer', async () => {
    const caller = await signedIn(bob);
    const missing = await caller.get('/api/tickets/00000000-0000-4000-8000-000000000000');
    const notBobs = await caller.get(`/api/tickets/${adasTicket.id}`);
    expect(missing.body).toEqual(notBobs.body);
  });

  it('shows its owner a ticket filed in their name without signing in, marked unverified', async () => {
    const unverified = await insertTicket(db, { email: ada.email, subject: 'Unverified' });
    await db.update(tickets).set({ isVerified: false }).where(eq(tickets.id, unverified.id));
    const caller = await signedIn(ada);
    expect((await caller.get(`/api/tickets/${unverified.id}`)).body).toMatchObject({
      ticket: { id: unverified.id, isVerified: false },
    });
    const { body } = await caller.get<{ tickets: { id: string; isVerified: boolean }[] }>('/api/tickets');
    expect(body.tickets.find((ticket) => ticket.id === unverified.id)).toMatchObject({ isVerified: false });
    await db.delete(tickets).where(eq(tickets.id, unverified.id));
  });

  it('stops answering 24 hours after sign-in', async () => {
    const caller = await signedIn(ada);
    clock.advance(SESSION_LIFETIME_MS - 1000);
    for (const [, method, path] of operations().slice(0, 2)) {
      expect((await caller.request(method, path)).status).toBe(200);
    }
    clock.advance(1000);
    for (const [, method, path, body] of operations()) {
      expect((await caller.request(method, path, body)).status).toBe(401);
    }
    await adasTicketUntouched();
  });

  it('stops answering after sign-out', async () => {
    const caller = await signedIn(ada);
    await caller.post('/api/auth/sign-out');
    expect((await caller.get('/api/tickets')).status).toBe(401);
  });
});
