import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketResponses } from '#server/db/schema.ts';
import type { AdminTicketListResponse } from '#shared/schemas/admin-tickets.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { auditedBy } from '#tests/support/audit-trail.ts';
import { insertResponse, insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const testApp = await createTestApp();
const { db } = testApp;
const { admin, customer, desk, customerCaller } = await signedInDesk(testApp);

const counts = async () => (await desk.get<AdminTicketListResponse>('/api/admin/tickets')).body.counts;

describe('DELETE /api/admin/tickets/{id}', () => {
  it('deletes the ticket with its replies, keeps the count cards right, and is audited once', async () => {
    const ticket = await insertTicket(db, { email: customer.email, status: 'in_progress' });
    const kept = await insertTicket(db, { email: customer.email, status: 'in_progress' });
    await insertResponse(db, { ticketId: ticket.id, text: 'Looking into it', adminId: admin.id });
    await insertResponse(db, { ticketId: ticket.id, text: 'Thanks' });
    const before = await counts();

    const entries = await auditedBy(db, async () => {
      expect((await desk.delete(`/api/admin/tickets/${ticket.id}`)).status).toBe(204);
    });

    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'ticket.deleted',
        actorType: 'admin',
        actorName: admin.email,
        subjectType: 'ticket',
        subjectId: ticket.id,
        details: { email: customer.email, status: 'in_progress' },
      }),
    ]);
    expect(await counts()).toEqual({
      ...before,
      total: before.total - 1,
      in_progress: before.in_progress - 1,
    });
    expect(await db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticket.id))).toEqual(
      [],
    );
    expect((await desk.get(`/api/admin/tickets/${ticket.id}`)).status).toBe(404);
    expect((await customerCaller.get(`/api/tickets/${ticket.id}`)).status).toBe(404);
    expect((await desk.get(`/api/admin/tickets/${kept.id}`)).status).toBe(200);
  });

  it('answers 404 for a ticket that does not exist (or is already gone) and records nothing', async () => {
    const ticket = await insertTicket(db, { email: customer.email });
    expect((await desk.delete(`/api/admin/tickets/${ticket.id}`)).status).toBe(204);
    const entries = await auditedBy(db, async () => {
      expect((await desk.delete(`/api/admin/tickets/${ticket.id}`)).status).toBe(404);
    });
    expect(entries).toEqual([]);
  });

  it('refuses a customer, even on their own ticket', async () => {
    const ticket = await insertTicket(db, { email: customer.email });
    expect((await customerCaller.delete(`/api/admin/tickets/${ticket.id}`)).status).toBe(403);
    expect((await desk.get(`/api/admin/tickets/${ticket.id}`)).status).toBe(200);
  });
});
