import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketResponses } from '#server/db/schema.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertAdmin, insertResponse, insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const testApp = await createTestApp();
const { db, client } = testApp;
const { customer, desk, customerCaller } = await signedInDesk(testApp);
const agent = await insertAdmin(db, 'agent@example.com', 'agent-password', 'agent');
const agentDesk = client();
await agentDesk.post('/api/auth/admin/sign-in', { email: agent.email, passwordHash: agent.passwordHash });

const changed = { error: { code: 'ticket_changed', message: 'A new reply arrived.' } };
const replyPath = (id: string) => `/api/admin/tickets/${id}/responses`;
const notePath = (id: string) => `/api/admin/tickets/${id}/notes`;
const paths = (id: string) => [replyPath(id), notePath(id)];

async function ticketWithOneReply() {
  const ticket = await insertTicket(db, { email: customer.email });
  await insertResponse(db, { ticketId: ticket.id, text: 'Any news?' });
  return ticket;
}

const messagesOf = async (ticketId: string) =>
  db.$count(ticketResponses, eq(ticketResponses.ticketId, ticketId));

describe("'A new reply arrived': a desk reply or note carries how many messages its writer saw", () => {
  it('is added when nothing came since, by an admin or an agent', async () => {
    const ticket = await ticketWithOneReply();
    for (const [caller, path, seen] of [
      [desk, replyPath(ticket.id), 1],
      [agentDesk, notePath(ticket.id), 2],
    ] as const) {
      expect((await caller.post(path, { text: 'Looking at it.', seenResponses: seen })).status).toBe(201);
    }
    expect(await messagesOf(ticket.id)).toBe(3);
  });

  it('is refused with 409 ticket_changed when a reply or a note came since, and nothing is added', async () => {
    const ticket = await ticketWithOneReply();
    for (const path of paths(ticket.id)) {
      for (const caller of [desk, agentDesk]) {
        const answer = await caller.post(path, { text: 'Stale answer.', seenResponses: 0 });
        expect(answer).toMatchObject({ status: 409, body: changed });
      }
    }
    expect(await messagesOf(ticket.id)).toBe(1);
    // A colleague's note counts as much as the customer's reply.
    await desk.post(notePath(ticket.id), { text: 'I call them.', seenResponses: 1 });
    const late = await agentDesk.post(replyPath(ticket.id), { text: 'Hello', seenResponses: 1 });
    expect(late).toMatchObject({ status: 409, body: changed });
  });

  it('does not count a status change or an assignment', async () => {
    const ticket = await ticketWithOneReply();
    await desk.patch(`/api/admin/tickets/${ticket.id}`, { status: 'in_progress' });
    await desk.request('PUT', `/api/admin/tickets/${ticket.id}/assignee`, { assigneeId: agent.id });
    const answer = await desk.post(replyPath(ticket.id), { text: 'On it.', seenResponses: 1 });
    expect(answer.status).toBe(201);
  });

  it('sends anyway once the writer has seen the new messages, or without a count (the spec’s contract)', async () => {
    const ticket = await ticketWithOneReply();
    expect((await desk.post(replyPath(ticket.id), { text: 'Stale', seenResponses: 0 })).status).toBe(409);
    expect((await desk.post(replyPath(ticket.id), { text: 'Read it', seenResponses: 1 })).status).toBe(201);
    expect((await desk.post(replyPath(ticket.id), { text: 'No count' })).status).toBe(201);
    expect((await desk.post(notePath(ticket.id), { text: 'No count' })).status).toBe(201);
  });

  it('of two replies sent on the same view, adds the first and refuses the second', async () => {
    const ticket = await ticketWithOneReply();
    const both = await Promise.all(
      [desk, agentDesk].map((caller) =>
        caller.post(replyPath(ticket.id), { text: 'Both answer.', seenResponses: 1 }),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await messagesOf(ticket.id)).toBe(2);
  });

  it('refuses a malformed count with 400 and keeps its other refusals first', async () => {
    const ticket = await ticketWithOneReply();
    for (const seenResponses of [-1, 1.5, '1', null, 1_000_001]) {
      for (const path of paths(ticket.id)) {
        const answer = await desk.post(path, { text: 'Hello', seenResponses });
        expect(answer).toMatchObject({ status: 400, body: { error: { code: 'invalid_request' } } });
      }
    }
    const closed = await insertTicket(db, { email: customer.email, status: 'closed' });
    const answer = await desk.post(replyPath(closed.id), { text: 'Hello', seenResponses: 5 });
    expect(answer).toMatchObject({ status: 409, body: { error: { code: 'ticket_closed' } } });
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const path of paths(missing)) {
      expect((await desk.post(path, { text: 'Hello', seenResponses: 0 })).status).toBe(404);
    }
  });

  it('is the desk’s: a customer and a visitor are refused before their input is read', async () => {
    const ticket = await ticketWithOneReply();
    for (const path of paths(ticket.id)) {
      expect((await customerCaller.post(path, { text: 'Hi', seenResponses: 0 })).status).toBe(403);
      expect((await client().post(path, { text: 'Hi', seenResponses: 0 })).status).toBe(401);
    }
    expect(await messagesOf(ticket.id)).toBe(1);
  });
});
