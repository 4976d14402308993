import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import { tickets } from '#server/db/schema.ts';
import { purgeUnaddedMail } from '#server/features/inbound/index.ts';
import { inboundHarness } from '#tests/support/inbound-harness.ts';
import { gmailReply } from '#tests/support/mail-fixtures.ts';
import { startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { removeExpiredTickets } from './retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
const testApp = await createTestApp({
  env: {
    SMTP_URL: inbox.url,
    PUBLIC_URL: 'https://support.example.ca',
    SUPPORT_ADDRESS: 'support@maple.test',
  },
});
const { db, clock } = testApp;
const { customer, customerCaller, desk, answeredTicket, receive } = await inboundHarness(testApp, inbox);

const stored = async (id: string) =>
  (await db.select({ id: inboundMessages.id }).from(inboundMessages).where(eq(inboundMessages.id, id)))
    .length;

/** The customer's emailed reply, added to a new ticket of theirs. */
async function emailedReply(text: string) {
  const { ticket, answering } = await answeredTicket();
  const raw = gmailReply({ ...answering, from: customer.email, text });
  const row = await receive(raw);
  expect(row).toMatchObject({ outcome: 'added', ticketId: ticket.id });
  return { ticket, answering, raw, row };
}

describe('received emails and their privacy duties', () => {
  it("deletes a ticket's emails with it", async () => {
    const { ticket, row } = await emailedReply('My phone photo is attached.');
    expect((await desk.delete(`/api/admin/tickets/${ticket.id}`)).status).toBe(204);
    expect(await stored(row.id)).toBe(0);
  });

  it('deletes the emails of tickets retention removes', async () => {
    const { ticket, row } = await emailedReply('Thanks, all good.');
    await db
      .update(tickets)
      .set({ status: 'closed', updatedAt: new Date(clock.now().getTime() - 40 * DAY_MS) })
      .where(eq(tickets.id, ticket.id));
    expect(await removeExpiredTickets(db, 30, clock.now())).toBe(1);
    expect(await stored(row.id)).toBe(0);
  });

  it("hands the customer every email received from them, as it arrived, and no one else's", async () => {
    const { raw, row, answering } = await emailedReply('Keep this one.');
    const colleague = await receive(
      gmailReply({ ...answering, from: 'colleague@company.ca', text: 'Me too.' }),
    );
    expect(colleague.outcome).toBe('held');
    const response = await customerCaller.fetch('GET', '/api/account/export.zip');
    expect(response.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Buffer.from(entries[`emails/${row.id}.eml`] ?? []).equals(raw)).toBe(true);
    // The earlier tests' emails went with their tickets; the colleague's is not the customer's.
    expect(Object.keys(entries).filter((path) => path.startsWith('emails/'))).toEqual([
      `emails/${row.id}.eml`,
    ]);
  });

  it('deletes emails that joined no ticket once past their time, and keeps added ones', async () => {
    const { row: added, answering } = await emailedReply('Added, kept.');
    const held = await receive(gmailReply({ ...answering, from: 'stranger@company.ca', text: 'Held.' }));
    expect(held.outcome).toBe('held');
    await purgeUnaddedMail(db, new Date(clock.now().getTime() + 29 * DAY_MS));
    expect(await stored(held.id)).toBe(1);
    await purgeUnaddedMail(db, new Date(clock.now().getTime() + 31 * DAY_MS));
    expect(await stored(held.id)).toBe(0);
    expect(await stored(added.id)).toBe(1);
  });

  it("deletes a deleted account's emails, held or on their tickets, and no one else's", async () => {
    const senders = async () =>
      (await db.select({ sender: inboundMessages.sender }).from(inboundMessages)).map((row) => row.sender);
    const { row: added, answering } = await emailedReply('On my ticket.');
    const colleague = await receive(gmailReply({ ...answering, from: 'colleague@company.ca', text: 'Hi.' }));
    expect(colleague).toMatchObject({ outcome: 'held', ticketId: added.ticketId });
    const gone = await answeredTicket();
    expect((await desk.delete(`/api/admin/tickets/${gone.ticket.id}`)).status).toBe(204);
    const late = await receive(gmailReply({ ...gone.answering, from: customer.email, text: 'Hello?' }));
    expect(late).toMatchObject({ outcome: 'held', reason: 'ticket_gone', ticketId: null });
    const stranger = gmailReply({
      to: 'friend@else.ca',
      from: 'someone@else.ca',
      subject: 'Hi',
      text: 'Hi.',
    });
    expect((await receive(stranger)).outcome).toBe('ignored');
    expect((await customerCaller.delete('/api/account')).status).toBe(200);
    expect(await senders()).toEqual(['someone@else.ca']);
  });
});
