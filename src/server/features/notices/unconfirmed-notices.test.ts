import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '#server/db/audit-entries.ts';
import { mailBounces } from '#server/db/inbound-schema.ts';
import { emailPasswords, mailOutbox, tickets } from '#server/db/schema.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import type { AdminTicketDetail } from '#shared/schemas/admin-tickets.ts';
import { insertAdmin, insertCustomer, insertTicket } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db, runJobs } = await createTestApp();

let emails = 0;
const freshEmail = (who = 'newcomer') => `${who}${++emails}@company.ca`;
const admin = await insertAdmin(db, freshEmail('admin'), 'admin password 1');

async function asAdmin() {
  const caller = client();
  await caller.post('/api/auth/admin/sign-in', { email: admin.email, passwordHash: admin.passwordHash });
  return caller;
}

/** A first ticket filed from the form with `password`, whose confirmation link is never opened. */
async function fileFirstTicket(email: string, password: string, subject = 'Never confirmed') {
  const filed = await client().post<{ ticket: { id: string } }>('/api/tickets', {
    email,
    name: 'Nadia',
    subject,
    description: 'Please help.',
    passwordHash: await passwordDigest(password, email),
  });
  expect(filed.status).toBe(201);
  return filed.body.ticket.id;
}

/** The reply notice to `email` once the reactions ran, and the token of its link to `path`. */
async function replyNotice(email: string) {
  await runJobs();
  const [notice] = await mailsTo(db, email, 'customer_reply_notice');
  if (!notice?.data) throw new Error(`no reply notice to ${email}`);
  const token = (key: 'confirm' | 'notMine') => {
    const link = notice.data?.[key];
    return link ? (new URL(link).searchParams.get('token') ?? '') : '';
  };
  return { notice, confirmToken: token('confirm'), notMineToken: token('notMine') };
}

describe("notices to an address nobody confirmed (issue 46's first item)", () => {
  it("mails the team's reply with a confirmation link and 'This wasn't me', and names the reply", async () => {
    const email = freshEmail();
    const ticketId = await fileFirstTicket(email, 'first password');
    const desk = await asAdmin();
    const reply = await desk.post<{ response: { id: string } }>(`/api/admin/tickets/${ticketId}/responses`, {
      text: 'We fixed it.',
    });
    const { notice, confirmToken, notMineToken } = await replyNotice(email);
    expect(notice).toMatchObject({ responseId: reply.body.response.id, data: { reply: 'We fixed it.' } });
    expect(notice.data?.confirm).toMatch(/^http:\/\/localhost:3000\/confirm-email\?token=/);
    expect(notice.data?.notMine).toMatch(/^http:\/\/localhost:3000\/not-mine\?token=/);
    // The link opens the confirmation page for this address; the portal stays closed until then.
    expect(await client().post('/api/auth/confirm-email/link', { token: confirmToken })).toMatchObject({
      status: 200,
      body: { email },
    });
    expect(notMineToken).not.toBe('');
  });

  it('tells of a resolved ticket with the same links and without the satisfaction question', async () => {
    const email = freshEmail();
    const ticketId = await fileFirstTicket(email, 'first password');
    await (await asAdmin()).patch(`/api/admin/tickets/${ticketId}`, { status: 'resolved' });
    await runJobs();
    const [notice] = await mailsTo(db, email, 'customer_status_notice');
    expect(Object.keys(notice?.data ?? {}).sort()).toEqual([
      'confirm',
      'link',
      'notMine',
      'status',
      'subject',
    ]);
  });

  it('keeps the old notice for a confirmed address: the portal link, no confirmation', async () => {
    const customer = await insertCustomer(db, freshEmail('customer'), 'customer password');
    const ticket = await insertTicket(db, { email: customer.email });
    await (await asAdmin()).post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'Done.' });
    const { notice } = await replyNotice(customer.email);
    expect(notice.data).not.toHaveProperty('confirm');
    expect(notice.data).not.toHaveProperty('notMine');
  });
});

describe("'This wasn't me' (POST /api/tickets/not-mine)", () => {
  it('deletes the ticket the link names, once, audited; an altered link is a 410', async () => {
    const email = freshEmail();
    const ticketId = await fileFirstTicket(email, 'first password');
    await (await asAdmin()).post(`/api/admin/tickets/${ticketId}/responses`, { text: 'Hello?' });
    const { notMineToken } = await replyNotice(email);
    const altered = `${notMineToken.slice(0, -2)}AA`;
    const disown = (token: string) => client().post('/api/tickets/not-mine', { token });
    expect((await disown(altered)).status).toBe(410);
    expect((await disown('not a token!')).status).toBe(400);
    expect((await disown(notMineToken)).status).toBe(204);
    expect(await db.select().from(tickets).where(eq(tickets.id, ticketId))).toEqual([]);
    expect((await disown(notMineToken)).status).toBe(410);
    const trail = await db.select().from(auditEntries).where(eq(auditEntries.subjectId, ticketId));
    expect(trail.find((entry) => entry.kind === 'ticket.deleted')).toMatchObject({
      actorType: 'customer',
      actorName: email,
    });
  });

  it('leaves a ticket its customer vouched for', async () => {
    const email = freshEmail();
    const ticketId = await fileFirstTicket(email, 'first password');
    await (await asAdmin()).post(`/api/admin/tickets/${ticketId}/responses`, { text: 'Hello?' });
    const { notMineToken } = await replyNotice(email);
    await db.update(tickets).set({ isVerified: true }).where(eq(tickets.id, ticketId));
    expect((await client().post('/api/tickets/not-mine', { token: notMineToken })).status).toBe(410);
    expect(await db.select().from(tickets).where(eq(tickets.id, ticketId))).toHaveLength(1);
  });
});

describe("the confirmation page's two choices (issue 46's third item)", () => {
  it('refuses a wrong ticket password with 401, the link still usable, then confirms the right one and vouches for its ticket', async () => {
    const email = freshEmail();
    const ticketId = await fileFirstTicket(email, 'first password');
    await (await asAdmin()).post(`/api/admin/tickets/${ticketId}/responses`, { text: 'Hello?' });
    const { confirmToken: token } = await replyNotice(email);
    const confirm = async (password: string, choice: 'ticket' | 'new') =>
      client().post('/api/auth/confirm-email', {
        token,
        passwordHash: await passwordDigest(password, email),
        password: choice,
      });
    expect(await confirm('frist password', 'ticket')).toMatchObject({
      status: 401,
      body: { error: { code: 'invalid_credentials' } },
    });
    expect(await db.select().from(emailPasswords).where(eq(emailPasswords.email, email))).toEqual([]);
    expect((await confirm('first password', 'ticket')).status).toBe(200);
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
    expect(ticket?.isVerified).toBe(true);
  });

  it('sets a new password when that is the choice, and leaves the ticket unverified', async () => {
    const email = freshEmail();
    const ticketId = await fileFirstTicket(email, 'first password');
    await (await asAdmin()).post(`/api/admin/tickets/${ticketId}/responses`, { text: 'Hello?' });
    const { confirmToken: token } = await replyNotice(email);
    const passwordHash = await passwordDigest('a brand new password', email);
    expect(
      (await client().post('/api/auth/confirm-email', { token, passwordHash, password: 'new' })).status,
    ).toBe(200);
    expect((await client().post('/api/auth/sign-in', { email, passwordHash })).status).toBe(200);
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
    expect(ticket?.isVerified).toBe(false);
  });

  it('refuses an unknown choice with 400', async () => {
    const email = freshEmail();
    await fileFirstTicket(email, 'first password');
    const [link] = await mailsTo(db, email, 'confirm_email');
    const token = new URL(link?.data?.link ?? '').searchParams.get('token');
    const passwordHash = await passwordDigest('first password', email);
    expect(
      (await client().post('/api/auth/confirm-email', { token, passwordHash, password: 'guess' })).status,
    ).toBe(400);
  });
});

describe("each reply's delivery on the desk (issue 46's second item)", () => {
  const detail = async (ticketId: string) =>
    (await (await asAdmin()).get<AdminTicketDetail>(`/api/admin/tickets/${ticketId}`)).body;

  it('says queued before the notice is written, then not sent without SMTP, and gives notes none', async () => {
    const customer = await insertCustomer(db, freshEmail('customer'), 'customer password');
    const ticket = await insertTicket(db, { email: customer.email });
    const desk = await asAdmin();
    const reply = await desk.post<{ response: { id: string } }>(`/api/admin/tickets/${ticket.id}/responses`, {
      text: 'On it.',
    });
    await desk.post(`/api/admin/tickets/${ticket.id}/notes`, { text: 'Team only.' });
    const responseId = reply.body.response.id;
    expect((await detail(ticket.id)).deliveries).toEqual([
      { responseId, state: 'queued', reason: null, detail: null },
    ]);
    await runJobs();
    expect(await detail(ticket.id)).toMatchObject({
      deliveries: [{ responseId, state: 'not_sent', reason: 'no_smtp', detail: null }],
      mailBounced: false,
    });
  });

  it('tells sent, retrying, refused and turned off from the outbox and the customer', async () => {
    const customer = await insertCustomer(db, freshEmail('customer'), 'customer password');
    const ticket = await insertTicket(db, { email: customer.email });
    const desk = await asAdmin();
    const reply = async (text: string) =>
      (await desk.post<{ response: { id: string } }>(`/api/admin/tickets/${ticket.id}/responses`, { text }))
        .body.response.id;
    const [sent, retrying, refused] = [await reply('One'), await reply('Two'), await reply('Three')];
    await runJobs();
    const mark = (responseId: string, values: Partial<typeof mailOutbox.$inferInsert>) =>
      db.update(mailOutbox).set(values).where(eq(mailOutbox.responseId, responseId));
    await mark(sent, { state: 'sent', sentAt: new Date() });
    await mark(retrying, { state: 'queued', attempts: 2, lastError: 'Connection timeout' });
    await mark(refused, { state: 'bounced', lastError: '550 No such user' });
    await db
      .update(emailPasswords)
      .set({ notifyReplies: false })
      .where(eq(emailPasswords.email, customer.email));
    const unsent = await reply('Four');
    await runJobs();
    expect(await detail(ticket.id)).toMatchObject({
      deliveries: [
        { responseId: sent, state: 'sent', reason: null },
        { responseId: retrying, state: 'queued', reason: 'retrying', detail: 'Connection timeout' },
        { responseId: refused, state: 'bounced', reason: 'refused', detail: '550 No such user' },
        { responseId: unsent, state: 'not_sent', reason: 'turned_off' },
      ],
      mailBounced: true,
    });
  });
});

describe('a hard bounce on the desk list', () => {
  it('marks every ticket of an address that bounced since it was last confirmed', async () => {
    const customer = await insertCustomer(db, freshEmail('customer'), 'customer password');
    const ticket = await insertTicket(db, { email: customer.email });
    const listed = async () => {
      const page = await (await asAdmin()).get<{ tickets: { id: string; mailBounced: boolean }[] }>(
        `/api/admin/tickets?page=1&search=${encodeURIComponent(customer.email)}`,
      );
      return page.body.tickets.find((row) => row.id === ticket.id)?.mailBounced;
    };
    expect(await listed()).toBe(false);
    await db.insert(mailBounces).values({ email: customer.email, bouncedAt: new Date() });
    expect(await listed()).toBe(true);
    await db
      .update(emailPasswords)
      .set({ verifiedAt: new Date(Date.now() + 1000) })
      .where(eq(emailPasswords.email, customer.email));
    expect(await listed()).toBe(false);
  });
});
