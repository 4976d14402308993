import { afterAll, describe, expect, it } from 'vitest';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertAdmin, insertCustomer, insertTicket } from '#tests/support/fixtures.ts';
import { type LiveEvent, liveEvents } from '#tests/support/live-events.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const testApp = await createTestApp();
const { db, runJobs, client } = testApp;
const { admin, customer, desk, customerCaller } = await signedInDesk(testApp);
const opened: ReturnType<typeof liveEvents>[] = [];
afterAll(() => Promise.all(opened.map((stream) => stream.close())));

async function open(caller: ReturnType<typeof client>, path: string) {
  const response = await caller.fetch('GET', path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(response.headers.get('x-accel-buffering')).toBe('no');
  const stream = liveEvents(response.body as ReadableStream<Uint8Array>);
  opened.push(stream);
  const ready = await stream.next((event) => event.event === 'ready');
  return { stream, ...(ready.data as { streamId: string; memberId: string | null }) };
}

const aboutTicket = (ticketId: string, kind?: string) => (event: LiveEvent) => {
  const data = event.data as { ticketId?: string; kind?: string };
  return event.event === 'ticket' && data.ticketId === ticketId && (!kind || data.kind === kind);
};

describe('the live streams', () => {
  it('tell the desk of every change and the customer of their own tickets, never of a note', async () => {
    const deskStream = await open(desk, '/api/admin/live');
    expect(deskStream.memberId).toBe(admin.id);
    const mine = await open(customerCaller, '/api/tickets/live');
    const ticket = await insertTicket(db, { email: customer.email });
    const other = await insertTicket(db, { email: 'someone.else@example.com' });

    await desk.post(`/api/admin/tickets/${ticket.id}/notes`, { text: 'Check the contract first.' });
    await desk.request('PUT', `/api/admin/tickets/${ticket.id}/assignee`, { assigneeId: admin.id });
    await desk.post(`/api/admin/tickets/${other.id}/responses`, { text: 'Not yours to see.' });
    await desk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'On it.' });
    await runJobs();

    await deskStream.stream.next(aboutTicket(ticket.id, 'ticket.noted'));
    await deskStream.stream.next(aboutTicket(ticket.id, 'ticket.assigned'));
    await deskStream.stream.next(aboutTicket(other.id, 'ticket.replied'));
    await deskStream.stream.next(aboutTicket(ticket.id, 'ticket.replied'));
    await mine.stream.next(aboutTicket(ticket.id, 'ticket.replied'));
    const seen = mine.stream.unread().map((event) => JSON.stringify(event.data));
    expect(seen.join()).not.toContain(other.id);
    expect(seen.join()).not.toContain('ticket.noted');
    expect(seen.join()).not.toContain('ticket.assigned');
  });

  it('refuse the anonymous (401) and the other kind of account (403)', async () => {
    const anonymous = client();
    expect((await anonymous.get('/api/admin/live')).status).toBe(401);
    expect((await anonymous.get('/api/tickets/live')).status).toBe(401);
    expect((await customerCaller.get('/api/admin/live')).status).toBe(403);
    expect((await desk.get('/api/tickets/live')).status).toBe(403);
    const presence = { streamId: crypto.randomUUID(), ticketId: crypto.randomUUID(), state: 'viewing' };
    expect((await anonymous.post('/api/admin/live/presence', presence)).status).toBe(401);
    expect((await customerCaller.post('/api/admin/live/presence', presence)).status).toBe(403);
    expect((await desk.post('/api/admin/live/presence', { ...presence, state: 'dancing' })).status).toBe(400);
  });

  it('show who has a ticket open and types in it, and forget a closed dialog or a dropped stream', async () => {
    const agent = await insertAdmin(db, 'agent.ana@example.com', 'agent-password', 'agent');
    const agentCaller = client();
    await agentCaller.post('/api/auth/admin/sign-in', {
      email: agent.email,
      passwordHash: agent.passwordHash,
    });
    const watching = await open(desk, '/api/admin/live');
    const agentStream = await open(agentCaller, '/api/admin/live');
    const ticket = await insertTicket(db, { email: customer.email });
    const presenceOf = (viewers: unknown[]) => (event: LiveEvent) =>
      event.event === 'presence' &&
      JSON.stringify(event.data) === JSON.stringify({ ticketId: ticket.id, viewers });
    const say = (state: string) =>
      agentCaller.post('/api/admin/live/presence', {
        streamId: agentStream.streamId,
        ticketId: ticket.id,
        state,
      });

    expect((await say('viewing')).status).toBe(204);
    await watching.stream.next(presenceOf([{ id: agent.id, name: agent.email, typing: false }]));
    await say('typing');
    await watching.stream.next(presenceOf([{ id: agent.id, name: agent.email, typing: true }]));
    await say('left');
    await watching.stream.next(presenceOf([]));

    await say('viewing');
    await watching.stream.next(presenceOf([{ id: agent.id, name: agent.email, typing: false }]));
    await agentStream.stream.close();
    await watching.stream.next(presenceOf([]));
  });

  it('end at once when the session is signed out or its member deactivated', async () => {
    const customerB = await insertCustomer(db, 'bea@example.com', 'bea-password');
    const bea = client();
    await bea.post('/api/auth/sign-in', { email: customerB.email, passwordHash: customerB.passwordHash });
    const beaStream = await bea.fetch('GET', '/api/tickets/live');
    await bea.post('/api/auth/sign-out');
    // Well within the 15 s heartbeat, which would otherwise be the first to notice.
    expect(await endsWithin(beaStream, 3_000)).toContain('event: ready');

    const agent = await insertAdmin(db, 'agent.cy@example.com', 'agent-password', 'agent');
    const cy = client();
    await cy.post('/api/auth/admin/sign-in', { email: agent.email, passwordHash: agent.passwordHash });
    const cyStream = await cy.fetch('GET', '/api/admin/live');
    expect((await desk.patch(`/api/admin/team/${agent.id}`, { active: false })).status).toBe(200);
    expect(await endsWithin(cyStream, 3_000)).toContain('event: ready');
  });
});

/** The stream's whole text once it ends; fails if it is still open after `ms`. */
function endsWithin(response: Response, ms: number): Promise<string> {
  return Promise.race([
    response.text(),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`the stream was still open after ${ms} ms`)), ms),
    ),
  ]);
}
