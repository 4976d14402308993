import { describe, expect, it } from 'vitest';
import type { AdminTicketListResponse } from '#shared/schemas/admin-tickets.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const testApp = await createTestApp();
const { client, clock, db } = testApp;
const { customer, desk, customerCaller } = await signedInDesk(testApp);

describe('PATCH /api/admin/tickets/{id}', () => {
  it('moves a ticket through every status, closed back to open included, bumping updated_at', async () => {
    const ticket = await insertTicket(db, { email: 'bob@example.com', createdAt: new Date('2026-01-01') });
    let updatedAt = ticket.updatedAt.toISOString();
    for (const status of ['in_progress', 'resolved', 'closed', 'open', 'closed', 'in_progress'] as const) {
      clock.advance(1000);
      const response = await desk.patch<{ ticket: { status: string; updatedAt: string } }>(
        `/api/admin/tickets/${ticket.id}`,
        { status },
      );
      expect(response.status).toBe(200);
      expect(response.body.ticket.status).toBe(status);
      expect(response.body.ticket.updatedAt > updatedAt).toBe(true);
      updatedAt = response.body.ticket.updatedAt;
    }
    const { body } = await desk.get<AdminTicketListResponse>('/api/admin/tickets?status=in_progress');
    expect(body.tickets.map((t) => t.id)).toContain(ticket.id);
    expect(body.counts.in_progress).toBeGreaterThanOrEqual(1);
  });

  it('answers 401 without a session and 403 for a customer, even on their own ticket', async () => {
    const own = await insertTicket(db, { email: customer.email });
    expect((await client().patch(`/api/admin/tickets/${own.id}`, { status: 'resolved' })).status).toBe(401);
    expect((await customerCaller.patch(`/api/admin/tickets/${own.id}`, { status: 'resolved' })).status).toBe(
      403,
    );
    const { body } = await desk.get<AdminTicketListResponse>(`/api/admin/tickets?search=${customer.email}`);
    expect(body.tickets.find((t) => t.id === own.id)?.status).toBe('open');
  });

  it('answers 404 for an unknown ticket', async () => {
    const response = await desk.patch('/api/admin/tickets/00000000-0000-4000-8000-000000000000', {
      status: 'open',
    });
    expect(response.status).toBe(404);
  });

  it.each([
    ['not-a-uuid', { status: 'open' }, 'id'],
    ['00000000-0000-4000-8000-000000000000', { status: 'pending' }, 'status'],
    ['00000000-0000-4000-8000-000000000000', {}, 'status'],
  ])('refuses /%s with %j as a 400 naming %s', async (id, body, field) => {
    const response = await desk.patch(`/api/admin/tickets/${id}`, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { message: expect.stringContaining(field) } });
  });
});
