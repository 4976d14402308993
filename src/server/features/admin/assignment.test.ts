import { count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, tickets } from '#server/db/schema.ts';
import type { AdminTicketListResponse } from '#shared/schemas/admin-tickets.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertAdmin, insertTicket } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const testApp = await createTestApp();
const { client, db, runJobs } = testApp;
const { admin, customer, desk, customerCaller } = await signedInDesk(testApp);
const agent = await insertAdmin(db, 'agent@example.com', 'agent-password', 'agent');
const agentDesk = client();
await agentDesk.post('/api/auth/admin/sign-in', { email: agent.email, passwordHash: agent.passwordHash });

const list = async (caller: typeof desk, query: string) =>
  (await caller.get<AdminTicketListResponse>(`/api/admin/tickets?${query}`)).body;

async function exactViews(memberId: string) {
  const [all] = await db.select({ n: count() }).from(tickets);
  const [mine] = await db.select({ n: count() }).from(tickets).where(eq(tickets.assigneeId, memberId));
  const [unassigned] = await db.select({ n: count() }).from(tickets).where(isNull(tickets.assigneeId));
  return { all: all?.n, mine: mine?.n, unassigned: unassigned?.n };
}

const assign = (caller: typeof desk, ticketId: string, assigneeId: string | null) =>
  caller.request('PUT', `/api/admin/tickets/${ticketId}/assignee`, { assigneeId });

describe('assignment', () => {
  it('assigns from the desk, one event per change, and the views follow with exact counts', async () => {
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Mine soon' });
    const before = await db
      .select({ n: count() })
      .from(auditEntries)
      .where(eq(auditEntries.kind, 'ticket.assigned'));
    expect((await assign(agentDesk, ticket.id, agent.id)).body).toEqual({
      assignee: { id: agent.id, name: agent.email },
    });
    await assign(agentDesk, ticket.id, agent.id);
    const after = await db
      .select({ n: count() })
      .from(auditEntries)
      .where(eq(auditEntries.kind, 'ticket.assigned'));
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(1);
    const mine = await list(agentDesk, 'view=mine');
    expect(mine.tickets.map((t) => t.id)).toEqual([ticket.id]);
    expect(mine.tickets[0]?.assignee).toEqual({ id: agent.id, name: agent.email });
    expect(mine.views).toEqual(await exactViews(agent.id));
    expect((await list(desk, 'view=unassigned')).tickets.map((t) => t.id)).not.toContain(ticket.id);
  });

  it('combines the view with the status filter and the search', async () => {
    const open = await insertTicket(db, { email: customer.email, subject: 'Printer jams open' });
    const closed = await insertTicket(db, {
      email: customer.email,
      subject: 'Printer jams closed',
      status: 'closed',
    });
    await assign(desk, open.id, agent.id);
    await assign(desk, closed.id, agent.id);
    const openMine = await list(agentDesk, 'view=mine&status=open');
    expect(openMine.tickets.map((t) => t.id)).toContain(open.id);
    expect(openMine.tickets.map((t) => t.id)).not.toContain(closed.id);
    expect(openMine.matching).toBe(openMine.tickets.length);
    const searched = await list(agentDesk, 'view=mine&search=printer%20jams');
    expect(searched.tickets.map((t) => t.id).sort()).toEqual([open.id, closed.id].sort());
    expect((await list(desk, 'view=mine&search=printer%20jams')).tickets).toEqual([]);
    const unassignedOpen = await list(desk, 'view=unassigned&status=open');
    const [exact] = await db.select({ n: count() }).from(tickets).where(isNull(tickets.assigneeId));
    expect(unassignedOpen.views.unassigned).toBe(exact?.n);
  });

  it('gives an unassigned ticket to whoever answers it first, and keeps the counts exact through changes', async () => {
    const ticket = await insertTicket(db, { email: customer.email });
    await desk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'On it.' });
    await agentDesk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'Me too.' });
    const [row] = await db
      .select({ assigneeId: tickets.assigneeId })
      .from(tickets)
      .where(eq(tickets.id, ticket.id));
    expect(row?.assigneeId).toBe(admin.id);
    await desk.patch(`/api/admin/tickets/${ticket.id}`, { status: 'resolved' });
    await assign(desk, ticket.id, null);
    await desk.delete(`/api/admin/tickets/${(await insertTicket(db, { email: customer.email })).id}`);
    expect((await list(desk, 'page=1')).views).toEqual(await exactViews(admin.id));
  });

  it('tells the assignee, not everyone, of a customer’s reply, and tells them of an assignment by someone else', async () => {
    const ticket = await insertTicket(db, { email: customer.email, subject: 'For Ana' });
    await assign(desk, ticket.id, agent.id);
    await customerCaller.post(`/api/tickets/${ticket.id}/responses`, { text: 'Any news?' });
    await runJobs();
    const assigned = await mailsTo(db, agent.email, 'admin_ticket_assigned');
    expect(assigned.filter((mail) => mail.ticketId === ticket.id)).toHaveLength(1);
    const replies = (email: string) =>
      mailsTo(db, email, 'admin_customer_reply').then((mails) =>
        mails.filter((m) => m.ticketId === ticket.id),
      );
    expect(await replies(agent.email)).toHaveLength(1);
    expect(await replies(admin.email)).toHaveLength(0);
    const own = await insertTicket(db, { email: customer.email, subject: 'Taken' });
    await assign(agentDesk, own.id, agent.id);
    await runJobs();
    const told = await mailsTo(db, agent.email, 'admin_ticket_assigned');
    expect(told.filter((mail) => mail.ticketId === own.id)).toHaveLength(0);
  });

  it('refuses a deactivated member, an unknown ticket and bad input', async () => {
    const ticket = await insertTicket(db, { email: customer.email });
    const gone = await insertAdmin(db, 'gone@example.com', 'gone-password', 'agent');
    await desk.patch(`/api/admin/team/${gone.id}`, { active: false });
    expect((await assign(desk, ticket.id, gone.id)).status).toBe(409);
    expect((await assign(desk, '00000000-0000-4000-8000-000000000000', null)).status).toBe(404);
    expect((await assign(desk, ticket.id, 'nobody' as string)).status).toBe(400);
    const names = (await agentDesk.get<{ assignees: { id: string }[] }>('/api/admin/team/assignees')).body;
    expect(names.assignees.map((a) => a.id)).not.toContain(gone.id);
    expect(names.assignees.map((a) => a.id)).toContain(agent.id);
  });
});
