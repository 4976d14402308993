import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketResponses } from '#server/db/schema.ts';
import type { AdminTicketListResponse } from '#shared/schemas/admin-tickets.ts';
import type { TicketWithResponses } from '#shared/schemas/ticket.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertResponse, insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const testApp = await createTestApp();
const { client, db } = testApp;
const { admin, customer, desk, customerCaller } = await signedInDesk(testApp);
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('GET /api/admin/tickets/{id}', () => {
  it('gives any ticket with its conversation, oldest first, labelled by author', async () => {
    const ticket = await insertTicket(db, { email: 'bob@example.com', subject: 'Export' });
    await insertResponse(db, { ticketId: ticket.id, text: 'Second', createdAt: new Date('2026-02-02') });
    await insertResponse(db, {
      ticketId: ticket.id,
      text: 'First',
      adminId: admin.id,
      createdAt: new Date('2026-02-01'),
    });
    const response = await desk.get<TicketWithResponses>(`/api/admin/tickets/${ticket.id}`);
    expect(response.status).toBe(200);
    expect(response.body.ticket).toMatchObject({
      id: ticket.id,
      subject: 'Export',
      email: 'bob@example.com',
    });
    expect(response.body.responses.map((r) => [r.text, r.isFromAdmin])).toEqual([
      ['First', true],
      ['Second', false],
    ]);
  });

  it('answers 401 without a session, 403 for a customer (even the owner), 404 unknown, 400 a bad id', async () => {
    const own = await insertTicket(db, { email: customer.email });
    expect((await client().get(`/api/admin/tickets/${own.id}`)).status).toBe(401);
    expect((await customerCaller.get(`/api/admin/tickets/${own.id}`)).status).toBe(403);
    expect((await desk.get(`/api/admin/tickets/${unknownId}`)).status).toBe(404);
    expect((await desk.get('/api/admin/tickets/not-a-uuid')).status).toBe(400);
  });
});

describe('POST /api/admin/tickets/{id}/responses', () => {
  it('stores the answer as from this admin, whatever the body claims, and the customer sees it as Admin', async () => {
    const ticket = await insertTicket(db, { email: customer.email, createdAt: new Date('2026-01-01') });
    const response = await desk.post<{ response: { id: string; text: string; isFromAdmin: boolean } }>(
      `/api/admin/tickets/${ticket.id}/responses`,
      { text: '  We are on it.  ', isFromAdmin: false, adminId: null },
    );
    expect(response.status).toBe(201);
    expect(response.body.response).toMatchObject({ text: 'We are on it.', isFromAdmin: true });

    const [row] = await db
      .select()
      .from(ticketResponses)
      .where(eq(ticketResponses.id, response.body.response.id));
    expect(row).toMatchObject({ isFromAdmin: true, adminId: admin.id });

    const seen = await customerCaller.get<TicketWithResponses>(`/api/tickets/${ticket.id}`);
    expect(seen.body.responses).toEqual([
      expect.objectContaining({ text: 'We are on it.', isFromAdmin: true }),
    ]);
    expect(seen.body.ticket.updatedAt > ticket.updatedAt.toISOString()).toBe(true);

    const list = await desk.get<AdminTicketListResponse>(`/api/admin/tickets?search=${customer.email}`);
    expect(list.body.tickets.find((t) => t.id === ticket.id)?.responseCount).toBe(1);
  });

  it('answers a resolved ticket without reopening it', async () => {
    const ticket = await insertTicket(db, { email: customer.email, status: 'resolved' });
    const reply = await desk.post<{ response: { reopenedTicket: boolean } }>(
      `/api/admin/tickets/${ticket.id}/responses`,
      { text: 'Glad it works now.' },
    );
    expect(reply.body.response.reopenedTicket).toBe(false);
    const seen = await desk.get<TicketWithResponses>(`/api/admin/tickets/${ticket.id}`);
    expect(seen.body.ticket.status).toBe('resolved');
  });

  it('refuses a closed ticket with 409 until an admin reopens it', async () => {
    const ticket = await insertTicket(db, { email: 'carl@example.com', status: 'closed' });
    const refused = await desk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'Hello?' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'ticket_closed' } });

    await desk.patch(`/api/admin/tickets/${ticket.id}`, { status: 'open' });
    expect((await desk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'Hello?' })).status).toBe(
      201,
    );
  });

  it('answers 401 without a session and 403 for a customer, storing nothing', async () => {
    const own = await insertTicket(db, { email: customer.email });
    expect((await client().post(`/api/admin/tickets/${own.id}/responses`, { text: 'x' })).status).toBe(401);
    expect((await customerCaller.post(`/api/admin/tickets/${own.id}/responses`, { text: 'x' })).status).toBe(
      403,
    );
    expect(await db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, own.id))).toEqual([]);
  });

  it.each([
    [{ text: '   ' }, 'text'],
    [{}, 'text'],
    [{ text: 'x'.repeat(5001) }, 'text'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const ticket = await insertTicket(db, { email: 'dan@example.com' });
    const response = await desk.post(`/api/admin/tickets/${ticket.id}/responses`, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { message: expect.stringContaining(field) } });
  });

  it('answers 404 for an unknown ticket', async () => {
    expect((await desk.post(`/api/admin/tickets/${unknownId}/responses`, { text: 'Hi' })).status).toBe(404);
  });
});
