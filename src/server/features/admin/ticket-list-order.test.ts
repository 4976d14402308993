import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '#server/db/schema.ts';
import { ticketActivity } from '#server/db/ticket-activity-schema.ts';
import type { AdminTicketListResponse } from '#shared/schemas/admin-tickets.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertAdmin, insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const testApp = await createTestApp();
const { client, db, clock } = testApp;
const { customer, desk, customerCaller } = await signedInDesk(testApp);
const agent = await insertAdmin(db, 'agent@example.com', 'agent-password', 'agent');
const agentDesk = client();
await agentDesk.post('/api/auth/admin/sign-in', { email: agent.email, passwordHash: agent.passwordHash });

const day = (n: number) => new Date(Date.UTC(2026, 1, n));
const oldest = await insertTicket(db, {
  email: customer.email,
  subject: 'Oldest',
  status: 'resolved',
  createdAt: day(1),
});
const middle = await insertTicket(db, { email: customer.email, subject: 'Middle', createdAt: day(2) });
const newest = await insertTicket(db, { email: customer.email, subject: 'Newest', createdAt: day(3) });

async function list(caller: typeof desk, query = '') {
  const response = await caller.get<AdminTicketListResponse>(`/api/admin/tickets${query}`);
  expect(response.status).toBe(200);
  return response.body;
}

const subjects = (body: AdminTicketListResponse) => body.tickets.map((t) => t.subject);

describe('GET /api/admin/tickets?order=', () => {
  it('answers 401 without a session and 403 to a customer, whatever the order', async () => {
    expect((await client().get('/api/admin/tickets?order=created')).status).toBe(401);
    expect((await customerCaller.get('/api/admin/tickets?order=created')).status).toBe(403);
  });

  it.each(['newest', 'ACTIVITY', '', 'activity,created'])(
    'refuses order=%s with a 400 naming the choices',
    async (order) => {
      const response = await desk.get(`/api/admin/tickets?order=${order}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: {
          code: 'invalid_request',
          message: expect.stringContaining("Order must be 'activity' or 'created'."),
        },
      });
    },
  );

  it('lists by last activity by default, and by creation on request, for admins and agents alike', async () => {
    expect(subjects(await list(desk))).toEqual(['Newest', 'Middle', 'Oldest']);
    clock.stopAt(day(10));
    const replied = await desk.post(`/api/admin/tickets/${middle.id}/responses`, { text: 'On it.' });
    expect(replied.status).toBe(201);
    for (const caller of [desk, agentDesk]) {
      const byActivity = await list(caller);
      expect(byActivity.order).toBe('activity');
      expect(subjects(byActivity)).toEqual(['Middle', 'Newest', 'Oldest']);
      expect(byActivity.tickets[0]).toMatchObject({ updatedAt: day(10).toISOString(), lastSpeaker: 'team' });
      const byCreation = await list(caller, '?order=created');
      expect(byCreation.order).toBe('created');
      expect(subjects(byCreation)).toEqual(['Newest', 'Middle', 'Oldest']);
    }
  });

  it('puts a resolved ticket the customer answers at the top, open and waiting on the team', async () => {
    clock.stopAt(day(11));
    const reply = await customerCaller.post(`/api/tickets/${oldest.id}/responses`, { text: 'Still broken.' });
    expect(reply.status).toBe(201);
    const body = await list(desk);
    expect(subjects(body)).toEqual(['Oldest', 'Middle', 'Newest']);
    expect(body.tickets[0]).toMatchObject({ status: 'open', lastSpeaker: 'customer' });
    expect(subjects(await list(desk, '?status=open'))).toEqual(['Oldest', 'Middle', 'Newest']);
    expect(subjects(await list(desk, '?status=open&order=created'))).toEqual(['Newest', 'Middle', 'Oldest']);
  });

  it('follows status changes and assignment in the views, and pages in the same order', async () => {
    clock.stopAt(day(12));
    await desk.request('PATCH', `/api/admin/tickets/${newest.id}`, { status: 'in_progress' });
    await desk.request('PUT', `/api/admin/tickets/${middle.id}/assignee`, { assigneeId: agent.id });
    await desk.request('PUT', `/api/admin/tickets/${oldest.id}/assignee`, { assigneeId: agent.id });
    expect(subjects(await list(agentDesk, '?view=mine'))).toEqual(['Oldest', 'Middle']);
    expect(subjects(await list(agentDesk, '?view=mine&order=created'))).toEqual(['Middle', 'Oldest']);
    expect(subjects(await list(desk, '?view=unassigned'))).toEqual(['Newest']);
    expect(subjects(await list(desk, '?status=in_progress'))).toEqual(['Newest']);
    expect(subjects(await list(desk, '?page=2'))).toEqual([]);
    const [copied] = await db.select().from(ticketActivity).where(eq(ticketActivity.ticketId, newest.id));
    expect(copied).toMatchObject({ status: 'in_progress', assigneeId: null, lastActivityAt: day(12) });
  });

  it('keeps the search’s own order, newest ticket first, and says so', async () => {
    const body = await list(desk, '?search=e&order=activity');
    expect(body.order).toBe('created');
    expect(subjects(body)).toEqual(['Newest', 'Middle', 'Oldest']);
  });

  it('forgets a deleted ticket', async () => {
    await db.delete(tickets).where(eq(tickets.id, newest.id));
    expect(await db.select().from(ticketActivity).where(eq(ticketActivity.ticketId, newest.id))).toEqual([]);
    expect(subjects(await list(desk))).toEqual(['Oldest', 'Middle']);
  });
});
