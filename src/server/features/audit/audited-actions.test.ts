import { describe, expect, it } from 'vitest';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { auditedBy } from '#tests/support/audit-trail.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const testApp = await createTestApp();
const { client, db } = testApp;
const { admin, customer, desk, customerCaller } = await signedInDesk(testApp);

const adminActor = {
  actorType: 'admin',
  actorId: admin.id,
  actorName: admin.email,
  actorAddress: desk.address,
};
const customerActor = {
  actorType: 'customer',
  actorId: null,
  actorName: customer.email,
  actorAddress: customerCaller.address,
};

describe('each audited action leaves exactly one entry', () => {
  it('an admin sign-in, with who and from where', async () => {
    const caller = client();
    const entries = await auditedBy(db, () =>
      caller.post('/api/auth/admin/sign-in', { email: admin.email, passwordHash: admin.passwordHash }),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'admin_sign_in.succeeded',
        actorType: 'admin',
        actorId: admin.id,
        actorName: admin.email,
        actorAddress: caller.address,
      }),
    ]);
  });

  it.each([
    ['a wrong password', 'desk@example.com'],
    ['an unknown email', 'nobody@example.com'],
  ])('a failed admin sign-in with %s, naming the email tried', async (_, email) => {
    const caller = client();
    const entries = await auditedBy(db, () =>
      caller.post('/api/auth/admin/sign-in', { email, passwordHash: 'a'.repeat(64) }),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'admin_sign_in.failed',
        actorType: 'visitor',
        actorId: null,
        actorName: email,
        actorAddress: caller.address,
      }),
    ]);
  });

  it('an admin status change, with the status before and after; setting the same status records nothing', async () => {
    const ticket = await insertTicket(db, { email: customer.email });
    const entries = await auditedBy(db, () =>
      desk.patch(`/api/admin/tickets/${ticket.id}`, { status: 'in_progress' }),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'ticket.status_changed',
        ...adminActor,
        subjectType: 'ticket',
        subjectId: ticket.id,
        details: { from: 'open', to: 'in_progress' },
      }),
    ]);
    const same = await auditedBy(db, () =>
      desk.patch(`/api/admin/tickets/${ticket.id}`, { status: 'in_progress' }),
    );
    expect(same).toEqual([]);
  });

  it('a customer closing their ticket', async () => {
    const ticket = await insertTicket(db, { email: customer.email, status: 'resolved' });
    const entries = await auditedBy(db, () =>
      customerCaller.patch(`/api/tickets/${ticket.id}`, { status: 'closed' }),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'ticket.status_changed',
        ...customerActor,
        subjectId: ticket.id,
        details: { from: 'resolved', to: 'closed' },
      }),
    ]);
  });

  it('an admin reply and a customer reply, each naming the response', async () => {
    const ticket = await insertTicket(db, { email: customer.email });
    let responseId = '';
    const fromAdmin = await auditedBy(db, async () => {
      const response = await desk.post<{ response: { id: string } }>(
        `/api/admin/tickets/${ticket.id}/responses`,
        { text: 'We are on it.' },
      );
      responseId = response.body.response.id;
    });
    expect(fromAdmin).toEqual([
      expect.objectContaining({
        kind: 'ticket.replied',
        ...adminActor,
        subjectType: 'ticket',
        subjectId: ticket.id,
        details: { responseId },
      }),
      // The first answer to an unassigned ticket makes its author the assignee: its own entry.
      expect.objectContaining({ kind: 'ticket.assigned', ...adminActor, subjectId: ticket.id }),
    ]);
    const fromCustomer = await auditedBy(db, () =>
      customerCaller.post(`/api/tickets/${ticket.id}/responses`, { text: 'Thanks!' }),
    );
    expect(fromCustomer).toEqual([
      expect.objectContaining({ kind: 'ticket.replied', ...customerActor, subjectId: ticket.id }),
    ]);
  });

  it('records nothing for what did not happen: a refused reply, a customer sign-in, a throttled admin sign-in', async () => {
    const closed = await insertTicket(db, { email: customer.email, status: 'closed' });
    const guesser = client();
    const tries = Array.from({ length: 5 }, () => ({
      email: 'guessed@example.com',
      passwordHash: 'b'.repeat(64),
    }));
    const failures = await auditedBy(db, async () => {
      for (const attempt of tries) await guesser.post('/api/auth/admin/sign-in', attempt);
    });
    expect(failures).toHaveLength(5);

    const entries = await auditedBy(db, async () => {
      expect((await desk.post(`/api/admin/tickets/${closed.id}/responses`, { text: 'Late' })).status).toBe(
        409,
      );
      const signIn = { email: customer.email, passwordHash: customer.passwordHash };
      expect((await client().post('/api/auth/sign-in', signIn)).status).toBe(200);
      expect((await guesser.post('/api/auth/admin/sign-in', tries[0])).status).toBe(429);
    });
    expect(entries).toEqual([]);
  });
});
