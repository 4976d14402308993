import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers } from '#server/db/schema.ts';
import type { OutboxPage } from '#shared/schemas/mail.ts';
import { insertAdmin, insertCustomer, insertTicket } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db, clock, runJobs } = await createTestApp();

/** The messages to `email`, once the jobs reacting to every change so far have run. */
async function mailsNowTo(email: string) {
  await runJobs();
  return mailsTo(db, email);
}

let emails = 0;
const freshEmail = (who = 'customer') => `${who}${++emails}@company.ca`;

const admin = await insertAdmin(db, freshEmail('admin'), 'admin password 1');
const quietAdmin = await insertAdmin(db, freshEmail('quiet-admin'), 'admin password 2');
await db.update(adminUsers).set({ notifications: false }).where(eq(adminUsers.id, quietAdmin.id));

async function signedIn(account: { email: string; passwordHash: string }, path = '/api/auth/sign-in') {
  const caller = client();
  const response = await caller.post(path, { email: account.email, passwordHash: account.passwordHash });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return caller;
}

const asAdmin = () => signedIn(admin, '/api/auth/admin/sign-in');

describe('notices to admins', () => {
  it('tells each admin with notifications on about a new ticket, and a customer reply only 5 minutes later', async () => {
    const customer = await insertCustomer(db, freshEmail(), 'customer password');
    const filed = await client().post<{ ticket: { id: string } }>('/api/tickets', {
      email: customer.email,
      name: 'Chloé',
      subject: 'Export is empty',
      description: 'Nothing in the file.',
    });
    expect(filed.status).toBe(201);
    const ticketId = filed.body.ticket.id;
    const [notice] = await mailsNowTo(admin.email);
    expect(notice).toMatchObject({
      kind: 'admin_new_ticket',
      ticketId,
      subject: 'New ticket: Export is empty',
    });
    expect(await mailsNowTo(quietAdmin.email)).toEqual([]);

    const customerCaller = await signedIn(customer);
    await customerCaller.post(`/api/tickets/${ticketId}/responses`, { text: 'Any news?' });
    expect(await mailsNowTo(admin.email)).toHaveLength(1);
    clock.advance(5 * 60_000 + 1000);
    await customerCaller.post(`/api/tickets/${ticketId}/responses`, { text: 'Still empty.' });
    const [latest] = await mailsNowTo(admin.email);
    expect(latest).toMatchObject({ kind: 'admin_customer_reply', data: { reply: 'Still empty.' } });
  });

  it('counts the notices of earlier events in the same turn: a ticket and its replies tell each admin once', async () => {
    const customer = await insertCustomer(db, freshEmail(), 'customer password');
    const customerCaller = await signedIn(customer);
    const older = await insertTicket(db, { email: customer.email, subject: 'Older' });
    await runJobs();
    const filed = await customerCaller.post<{ ticket: { id: string } }>('/api/tickets', {
      email: customer.email,
      name: 'Chloé',
      subject: 'Same turn',
      description: 'Filed and answered before the reactions run.',
    });
    const ticketId = filed.body.ticket.id;
    await customerCaller.post(`/api/tickets/${ticketId}/responses`, { text: 'More details.' });
    await customerCaller.post(`/api/tickets/${older.id}/responses`, { text: 'First reply.' });
    await customerCaller.post(`/api/tickets/${older.id}/responses`, { text: 'Second reply.' });

    const told = (await mailsNowTo(admin.email)).filter(
      (mail) => mail.ticketId === ticketId || mail.ticketId === older.id,
    );
    expect(told.map(({ kind, ticketId: about }) => ({ kind, about }))).toEqual(
      expect.arrayContaining([
        { kind: 'admin_new_ticket', about: ticketId },
        { kind: 'admin_customer_reply', about: older.id },
      ]),
    );
    expect(told).toHaveLength(2);
    expect(told.find((mail) => mail.ticketId === older.id)?.data).toMatchObject({ reply: 'First reply.' });
  });

  it('turns the setting off and on for the signed-in admin only', async () => {
    const caller = await asAdmin();
    expect((await caller.get('/api/admin/mail/notifications')).body).toEqual({ enabled: true });
    expect((await caller.request('PUT', '/api/admin/mail/notifications', { enabled: false })).status).toBe(
      200,
    );
    expect((await caller.get('/api/admin/mail/notifications')).body).toEqual({ enabled: false });
    const [other] = await db.select().from(adminUsers).where(eq(adminUsers.id, quietAdmin.id));
    expect(other?.notifications).toBe(false);
    expect((await caller.request('PUT', '/api/admin/mail/notifications', { enabled: 'yes' })).status).toBe(
      400,
    );
    await caller.request('PUT', '/api/admin/mail/notifications', { enabled: true });
  });
});

describe('notices to customers', () => {
  it("sends an admin's reply with its text and a link to the ticket, in the ticket's language", async () => {
    const customer = await insertCustomer(db, freshEmail(), 'customer password');
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Facture' });
    await db.execute(`update tickets set language = 'fr' where id = '${ticket.id}'`);
    const reply = await (await asAdmin()).post(`/api/admin/tickets/${ticket.id}/responses`, {
      text: 'Corrigé.',
    });
    expect(reply.status).toBe(201);
    const [notice] = await mailsNowTo(customer.email);
    expect(notice).toMatchObject({
      kind: 'customer_reply_notice',
      language: 'fr',
      subject: 'Nouvelle réponse : Facture',
      data: { reply: 'Corrigé.', link: `http://localhost:3000/my-tickets?ticket=${ticket.id}&lang=fr` },
    });
  });

  it('tells of a resolved or closed ticket, not of other statuses nor of a customer closing their own', async () => {
    const customer = await insertCustomer(db, freshEmail(), 'customer password');
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Login' });
    const desk = await asAdmin();
    await desk.patch(`/api/admin/tickets/${ticket.id}`, { status: 'in_progress' });
    expect(await mailsNowTo(customer.email)).toEqual([]);
    await desk.patch(`/api/admin/tickets/${ticket.id}`, { status: 'resolved' });
    expect((await mailsNowTo(customer.email)).map((mail) => mail.subject)).toEqual([
      'Ticket resolved: Login',
    ]);

    const own = await insertTicket(db, { email: customer.email, subject: 'Mine' });
    await (await signedIn(customer)).patch(`/api/tickets/${own.id}`, {
      status: 'closed',
    });
    expect(await mailsNowTo(customer.email)).toHaveLength(1);
  });

  // An address nobody confirmed gets them too: unconfirmed-notices.test.ts.
});

describe('the turn-off link in a notice', () => {
  it('turns that kind of message off without a sign-in, and refuses an altered link', async () => {
    const customer = await insertCustomer(db, freshEmail(), 'customer password');
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Too many emails' });
    const desk = await asAdmin();
    await desk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'First answer.' });
    await runJobs();
    const outbox = await desk.get<OutboxPage>('/api/admin/mail?page=1');
    const text = outbox.body.mails.find((mail) => mail.recipient === customer.email)?.text ?? '';
    const token = new URL(/http:\/\/\S+\/mail\/turn-off\?\S+/.exec(text)?.[0] ?? 'http://x').searchParams.get(
      'token',
    );
    expect(token).toBeTruthy();

    expect((await client().post('/api/mail/turn-off', { token: `${token}x` })).status).toBe(410);
    expect((await client().post('/api/mail/turn-off', { token })).body).toEqual({ notice: 'replies' });
    await desk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'Second answer.' });
    expect(await mailsNowTo(customer.email)).toHaveLength(1);
    // Status notices are another kind: still on.
    await desk.patch(`/api/admin/tickets/${ticket.id}`, { status: 'closed' });
    expect(await mailsNowTo(customer.email)).toHaveLength(2);
  });
});

describe('GET /api/admin/mail', () => {
  it('lists the outbox newest first with each message as text, links included, and says nothing is delivered', async () => {
    const page = await (await asAdmin()).get<OutboxPage>('/api/admin/mail?page=1');
    expect(page.status).toBe(200);
    expect(page.body.delivering).toBe(false);
    const dates = page.body.mails.map((mail) => mail.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(
      page.body.mails.every((mail) => mail.state === 'kept' && mail.text?.includes('http://localhost:3000/')),
    ).toBe(true);
    expect(page.body.total).toBeGreaterThanOrEqual(page.body.mails.length);
  });
});
