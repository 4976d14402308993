import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emailPasswords } from '#server/db/schema.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { readSignedMessageIds, ticketThreadId } from './message-ids.ts';
import { readReplyAddress, replyAddress } from './reply-address.ts';

const SUPPORT = 'support@maple.test';
const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
const testApp = await createTestApp({
  env: {
    SMTP_URL: inbox.url,
    PUBLIC_URL: 'https://support.example.ca',
    MAIL_FROM: '"Maple" <no-reply@maple.test>',
    SUPPORT_ADDRESS: SUPPORT,
  },
});
const { app, db, runJobs } = testApp;
const { admin, customer, desk, customerCaller } = await signedInDesk(testApp);
const ticket = await insertTicket(db, { email: customer.email, subject: 'Threads' });

/** Answers on the desk and returns the customer's notice as their mail app got it. */
async function customerNotice() {
  await desk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'We are on it.' });
  await runJobs();
  return inbox.waitFor(customer.email, /^New reply: Threads$/);
}

describe("a notice's headers", () => {
  it('carries a signed reply address, a signed Message-ID, the thread, and says it is automatic', async () => {
    const mail = await customerNotice();
    expect(mail.header('auto-submitted')).toBe('auto-generated');
    const replyTo = mail.header('reply-to');
    expect(replyTo).toMatch(/^support\+[a-z2-7]{39}@maple\.test$/);
    expect(await readReplyAddress(db, SUPPORT, replyTo)).toEqual({ ticketId: ticket.id });
    const [row] = await mailsTo(db, customer.email, 'customer_reply_notice');
    expect(await readSignedMessageIds(db, mail.messageId)).toEqual([{ outboxId: row?.id }]);
    const thread = await ticketThreadId(db, 'maple.test', ticket.id);
    expect(mail.header('in-reply-to')).toBe(thread);
    expect(mail.header('references')).toBe(thread);
    expect(await readSignedMessageIds(db, thread)).toEqual([{ ticketId: ticket.id }]);
    expect(mail.text.trimStart().startsWith('## Reply above this line to answer ##')).toBe(true);
  });

  it("gives an admin's notice the admin's own reply address", async () => {
    await customerCaller.post(`/api/tickets/${ticket.id}/responses`, { text: 'Thanks!' });
    await runJobs();
    const mail = await inbox.waitFor(admin.email, /Threads/);
    const owner = await readReplyAddress(db, SUPPORT, mail.header('reply-to'));
    expect(owner).toEqual({ ticketId: ticket.id, adminIdPrefix: admin.id.slice(0, 18) });
    expect(mail.header('reply-to').length - SUPPORT.length).toBeLessThanOrEqual(54);
  });

  it('opens no altered token, nor one sealed for another purpose', async () => {
    const address = await replyAddress(db, SUPPORT, ticket.id);
    const altered = address.replace(/\+(.)/, (_, first: string) => `+${first === 'a' ? 'b' : 'a'}`);
    expect(await readReplyAddress(db, SUPPORT, altered)).toBeUndefined();
    expect(await readReplyAddress(db, 'help@maple.test', address)).toBeUndefined();
    const thread = await ticketThreadId(db, 'maple.test', ticket.id);
    const token = /<t([a-z2-7]+)@/.exec(thread)?.[1];
    expect(await readReplyAddress(db, SUPPORT, `support+${token}@maple.test`)).toBeUndefined();
    expect(await readSignedMessageIds(db, `<m${token}@maple.test>`)).toEqual([]);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  const post = (link: string, body: string) =>
    app.request(link.replace('https://support.example.ca', 'http://localhost'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.9' },
      body,
    });

  it('turns the notices off with a POST to the List-Unsubscribe link', async () => {
    const mail = await customerNotice();
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(https:\/\/support\.example\.ca\/mail\/turn-off\?[^>]+)>$/.exec(
      mail.header('list-unsubscribe'),
    )?.[1];
    expect(link).toBeDefined();
    expect((await post(link?.replace('token=', 'token=x') ?? '', 'List-Unsubscribe=One-Click')).status).toBe(
      410,
    );
    expect((await post(link ?? '', 'something=else')).status).toBe(400);
    expect((await post(link ?? '', 'List-Unsubscribe=One-Click')).status).toBe(200);
    const [row] = await db.select().from(emailPasswords).where(eq(emailPasswords.email, customer.email));
    expect(row?.notifyReplies).toBe(false);
  });
});
