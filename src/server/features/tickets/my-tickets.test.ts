import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditEntries, ticketResponses, tickets } from '#server/db/schema.ts';
import { PAGE_SIZE } from '#shared/constants.ts';
import { type Ticket, type TicketResponse, ticketSchema } from '#shared/schemas/ticket.ts';
import { insertAdmin, insertCustomer, insertResponse, insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { holdCloseLock } from './close-lock.ts';

const { client, db, clock } = await createTestApp();
const admin = await insertAdmin(db, 'admin@example.com', 'admin password');
let customers = 0;

/** A fresh customer, signed in, with a caller that carries their session. */
async function signedInCustomer() {
  const customer = await insertCustomer(db, `customer${++customers}@example.com`, 'correct horse');
  const caller = client();
  expect((await caller.post('/api/auth/sign-in', customer)).status).toBe(200);
  return { ...customer, caller };
}

/** The ticket's events, oldest first: kind, actor type and details. */
function ticketEvents(ticketId: string) {
  return db
    .select({ kind: auditEntries.kind, actorType: auditEntries.actorType, details: auditEntries.details })
    .from(auditEntries)
    .where(eq(auditEntries.subjectId, ticketId))
    .orderBy(auditEntries.id);
}

const minutesAgo = (minutes: number) => new Date(clock.now().getTime() - minutes * 60_000);

describe('GET /api/tickets', () => {
  it("lists only the customer's tickets, newest created first, twenty to a page", async () => {
    const { email, caller } = await signedInCustomer();
    for (let age = PAGE_SIZE; age >= 0; age--) {
      await insertTicket(db, { email, subject: `ticket ${age}`, createdAt: minutesAgo(age) });
    }
    await insertTicket(db, { email: 'someone.else@example.com' });

    const first = await caller.get<{ tickets: Ticket[] }>('/api/tickets');
    expect(first.body).toMatchObject({ page: 1, pageSize: PAGE_SIZE, total: PAGE_SIZE + 1 });
    expect(first.body.tickets.map((ticket) => ticket.subject).slice(0, 3)).toEqual([
      'ticket 0',
      'ticket 1',
      'ticket 2',
    ]);
    expect(first.body.tickets).toHaveLength(PAGE_SIZE);
    for (const ticket of first.body.tickets) expect(ticketSchema.parse(ticket).email).toBe(email);

    const second = await caller.get<{ tickets: Ticket[] }>('/api/tickets?page=2');
    expect(second.body).toMatchObject({ page: 2, total: PAGE_SIZE + 1 });
    expect(second.body.tickets.map((ticket) => ticket.subject)).toEqual([`ticket ${PAGE_SIZE}`]);
    expect((await caller.get('/api/tickets?page=3')).body).toMatchObject({
      tickets: [],
      total: PAGE_SIZE + 1,
    });
  });

  it.each(['0', '-1', 'abc', '1.5', '100001'])('refuses page=%s with a 400', async (page) => {
    const { caller } = await signedInCustomer();
    const response = await caller.get(`/api/tickets?page=${page}`);
    expect(response).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
  });
});

describe('GET /api/tickets/{id}', () => {
  it('shows the ticket and its conversation oldest first, saying who wrote each response', async () => {
    const { email, caller } = await signedInCustomer();
    const ticket = await insertTicket(db, { email, createdAt: minutesAgo(30) });
    await insertResponse(db, { ticketId: ticket.id, text: 'Any news?', createdAt: minutesAgo(10) });
    await insertResponse(db, {
      ticketId: ticket.id,
      text: 'We are on it.',
      adminId: admin.id,
      createdAt: minutesAgo(20),
    });
    const response = await caller.get<{ ticket: Ticket; responses: TicketResponse[] }>(
      `/api/tickets/${ticket.id}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.ticket).toMatchObject({ id: ticket.id, email, status: 'open' });
    expect(response.body.responses.map(({ text, isFromAdmin }) => [text, isFromAdmin])).toEqual([
      ['We are on it.', true],
      ['Any news?', false],
    ]);
  });

  it('refuses an id that is not a UUID with a 400', async () => {
    const { caller } = await signedInCustomer();
    const response = await caller.get('/api/tickets/not-a-uuid');
    expect(response).toMatchObject({
      status: 400,
      body: { error: { message: expect.stringContaining('id') } },
    });
  });
});

describe('POST /api/tickets/{id}/responses', () => {
  it('adds a trimmed customer response, never flagged as from an admin, and bumps updated_at', async () => {
    const { email, caller } = await signedInCustomer();
    const ticket = await insertTicket(db, { email, createdAt: minutesAgo(60) });
    const response = await caller.post<{ response: TicketResponse }>(`/api/tickets/${ticket.id}/responses`, {
      text: '  Still broken on my side.\n',
      isFromAdmin: true,
      adminId: admin.id,
    });
    expect(response.status).toBe(201);
    expect(response.body.response).toMatchObject({ text: 'Still broken on my side.', isFromAdmin: false });
    const [row] = await db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticket.id));
    expect(row).toMatchObject({ isFromAdmin: false, adminId: null });

    const { body } = await caller.get<{ ticket: Ticket }>(`/api/tickets/${ticket.id}`);
    expect(body.ticket.updatedAt).toBe(response.body.response.createdAt);
    expect(body.ticket.updatedAt > body.ticket.createdAt).toBe(true);
  });

  it.each([
    [{ text: '' }],
    [{ text: '   \n ' }],
    [{ text: 'x'.repeat(5001) }],
    [{ text: 'nul \u0000 inside' }],
    [{ text: 42 }],
    [{}],
    ['{"text":'],
  ])('refuses %j with a 400 and stores nothing', async (body) => {
    const { email, caller } = await signedInCustomer();
    const ticket = await insertTicket(db, { email });
    const response = await caller.post(`/api/tickets/${ticket.id}/responses`, body);
    expect(response.status).toBe(400);
    expect(await db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticket.id))).toEqual(
      [],
    );
  });

  it('reopens a resolved ticket, says so on the reply, and records the change as the customer', async () => {
    const { email, caller } = await signedInCustomer();
    const ticket = await insertTicket(db, { email, status: 'resolved' });
    const reply = await caller.post<{ response: TicketResponse }>(`/api/tickets/${ticket.id}/responses`, {
      text: 'It broke again.',
    });
    expect(reply.body.response).toMatchObject({ text: 'It broke again.', reopenedTicket: true });
    const { body } = await caller.get<{ ticket: Ticket; responses: TicketResponse[] }>(
      `/api/tickets/${ticket.id}`,
    );
    expect(body.ticket.status).toBe('open');
    expect(body.responses.map((response) => response.reopenedTicket)).toEqual([true]);
    expect(await ticketEvents(ticket.id)).toEqual([
      { kind: 'ticket.replied', actorType: 'customer', details: { responseId: reply.body.response.id } },
      { kind: 'ticket.status_changed', actorType: 'customer', details: { from: 'resolved', to: 'open' } },
    ]);

    const next = await caller.post<{ response: TicketResponse }>(`/api/tickets/${ticket.id}/responses`, {
      text: 'Any news?',
    });
    expect(next.body.response.reopenedTicket).toBe(false);
  });

  it.each(['open', 'in_progress'] as const)('leaves an %s ticket in its status', async (status) => {
    const { email, caller } = await signedInCustomer();
    const ticket = await insertTicket(db, { email, status });
    const reply = await caller.post<{ response: TicketResponse }>(`/api/tickets/${ticket.id}/responses`, {
      text: 'Any news?',
    });
    expect(reply.body.response.reopenedTicket).toBe(false);
    const [row] = await db.select({ status: tickets.status }).from(tickets).where(eq(tickets.id, ticket.id));
    expect(row?.status).toBe(status);
  });

  it('refuses a response to a closed ticket with a 409', async () => {
    const { email, caller } = await signedInCustomer();
    const ticket = await insertTicket(db, { email, status: 'closed' });
    const response = await caller.post(`/api/tickets/${ticket.id}/responses`, { text: 'Hello?' });
    expect(response).toMatchObject({ status: 409, body: { error: { code: 'ticket_closed' } } });
  });

  it('waits for a close in progress, then refuses the reply with a 409 and stores nothing', async () => {
    const { email, caller } = await signedInCustomer();
    const ticket = await insertTicket(db, { email });
    let reply: ReturnType<typeof caller.post> | undefined;
    await db.transaction(async (tx) => {
      await holdCloseLock(tx, ticket.id);
      await tx.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, ticket.id));
      reply = caller.post(`/api/tickets/${ticket.id}/responses`, { text: 'Just in time?' });
      await vi.waitUntil(async () => {
        const [{ waiting } = { waiting: 0 }] = await db
          .select({ waiting: count() })
          .from(sql`pg_stat_activity`)
          .where(sql`wait_event_type = 'Lock' and datname = current_database()`);
        return waiting > 0;
      }, 10_000);
    });
    expect(await reply).toMatchObject({ status: 409, body: { error: { code: 'ticket_closed' } } });
    expect(await db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticket.id))).toEqual(
      [],
    );
  });
});

describe('PATCH /api/tickets/{id}', () => {
  it('closes the ticket, bumps updated_at, and then refuses responses', async () => {
    const { email, caller } = await signedInCustomer();
    const ticket = await insertTicket(db, { email, status: 'in_progress', createdAt: minutesAgo(60) });
    const response = await caller.patch<{ ticket: Ticket }>(`/api/tickets/${ticket.id}`, {
      status: 'closed',
    });
    expect(response.status).toBe(200);
    expect(response.body.ticket).toMatchObject({ id: ticket.id, status: 'closed' });
    expect(new Date(response.body.ticket.updatedAt).getTime()).toBeGreaterThan(ticket.createdAt.getTime());
    const reply = await caller.post(`/api/tickets/${ticket.id}/responses`, { text: 'One more thing' });
    expect(reply.status).toBe(409);
  });

  it.each([
    [{ status: 'open' }],
    [{ status: 'resolved' }],
    [{ status: 'in_progress' }],
    [{}],
    [{ subject: 'x' }],
  ])('refuses %j with a 400: a customer may only close', async (body) => {
    const { email, caller } = await signedInCustomer();
    const ticket = await insertTicket(db, { email });
    expect((await caller.patch(`/api/tickets/${ticket.id}`, body)).status).toBe(400);
    const { body: after } = await caller.get<{ ticket: Ticket }>(`/api/tickets/${ticket.id}`);
    expect(after.ticket.status).toBe('open');
  });
});
