import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import { ticketResponses } from '#server/db/schema.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { imapServerAvailable, startImapServer } from '#tests/support/imap-server.ts';
import {
  appleMailReply,
  bounce,
  frenchGmailReply,
  gmailReply,
  outlookReply,
  outOfOffice,
} from '#tests/support/mail-fixtures.ts';
import { startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { startImapReader } from './imap-reader.ts';

const available = imapServerAvailable();

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!available)('reading replies from a real IMAP mailbox', async () => {
  const imap = await startImapServer();
  const smtp = await startSmtpInbox();
  afterAll(async () => {
    await imap.stop();
    await smtp.stop();
  });
  const testApp = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://support.example.ca',
      SUPPORT_ADDRESS: 'support@maple.test',
    },
  });
  const { db, database, runJobs } = testApp;
  const { customer, desk } = await signedInDesk(testApp);
  const reader = (retryMs = 200) =>
    startImapReader(testApp.deps, {
      imapUrl: imap.url,
      processedFolder: 'Processed',
      databaseUrl: database.url,
      retryMs,
    });
  const stored = async () => (await db.select({ n: count() }).from(inboundMessages))[0]?.n ?? 0;

  it('stores what each mail app sends, adds only the replies, and moves every message to Processed, seen', async () => {
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Mailbox' });
    await desk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'Try again?' });
    await runJobs();
    const notice = await smtp.waitFor(customer.email, /^New reply: Mailbox$/);
    const answering = {
      to: notice.header('reply-to'),
      inReplyTo: notice.messageId,
      subject: `Re: ${notice.subject}`,
      quoted: notice.text,
    };
    const fixtures = [
      gmailReply({ ...answering, from: customer.email, text: 'Gmail says thanks.' }),
      outlookReply({ ...answering, from: customer.email, text: 'Outlook says thanks.' }),
      appleMailReply({ ...answering, from: customer.email, text: 'Apple Mail says thanks.' }),
      frenchGmailReply({ ...answering, from: customer.email, text: 'Merci beaucoup, ça marche.' }),
      outOfOffice({ ...answering, from: customer.email, text: '' }),
      bounce(notice.messageId, customer.email, '4.2.2'),
      gmailReply({
        ...answering,
        from: customer.email,
        text: 'Forged.',
        headers: { 'Authentication-Results': 'mx; dmarc=fail' },
      }),
      gmailReply({ ...answering, from: 'colleague@company.ca', cc: customer.email, text: 'From Cc.' }),
    ];
    const running = reader();
    try {
      for (const raw of fixtures) await imap.append(raw);
      expect(await until(stored, (n) => n === fixtures.length)).toBe(fixtures.length);
      expect(
        await until(
          () => imap.count('Processed'),
          (c) => c.total === fixtures.length,
        ),
      ).toEqual({
        total: fixtures.length,
        seen: fixtures.length,
      });
      expect((await imap.count('INBOX')).total).toBe(0);
    } finally {
      await running.stop();
    }
    await runJobs();
    const outcomes = await db
      .select({ outcome: inboundMessages.outcome, reason: inboundMessages.reason })
      .from(inboundMessages);
    expect(outcomes.map((row) => `${row.outcome}:${row.reason ?? ''}`).sort()).toEqual(
      [
        'added:',
        'added:',
        'added:',
        'added:',
        'auto_reply:',
        'bounce:soft:1',
        'held:authentication_failed',
        'held:unknown_sender',
      ].sort(),
    );
    const texts = await db
      .select({ text: ticketResponses.responseText })
      .from(ticketResponses)
      .where(eq(ticketResponses.ticketId, ticket.id));
    expect(texts.map((row) => row.text).sort()).toEqual(
      [
        'Apple Mail says thanks.',
        'Gmail says thanks.',
        'Merci beaucoup, ça marche.',
        'Outlook says thanks.',
        'Try again?',
      ].sort(),
    );
  });

  it('reads with one instance at a time, and another takes over when it stops', async () => {
    const first = reader();
    const second = reader();
    const before = await stored();
    try {
      await imap.append(
        gmailReply({ to: 'support@maple.test', from: 'one@company.ca', subject: 'One', text: 'One.' }),
      );
      expect(await until(stored, (n) => n === before + 1)).toBe(before + 1);
      await first.stop();
      await imap.append(
        gmailReply({ to: 'support@maple.test', from: 'two@company.ca', subject: 'Two', text: 'Two.' }),
      );
      expect(await until(stored, (n) => n === before + 2)).toBe(before + 2);
    } finally {
      await first.stop();
      await second.stop();
    }
    const locks = (await db.execute(
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${0x696e6278}`,
    )) as unknown as { n: number }[];
    expect(locks[0]?.n).toBe(0);
  });

  it('keeps new mail in the inbox and reconnects when it cannot be moved, without losing or doubling it', async () => {
    const warnings: string[] = [];
    const logger = pino(
      { level: 'warn' },
      new Writable({
        write(line, _encoding, done) {
          warnings.push(JSON.parse(String(line)).msg);
          done();
        },
      }),
    );
    const before = await stored();
    const inbox = (await imap.count('INBOX')).total;
    const running = startImapReader(
      { db: testApp.deps.db, logger },
      { imapUrl: imap.url, processedFolder: '~bad', databaseUrl: database.url, retryMs: 200 },
    );
    try {
      await imap.append(
        gmailReply({ to: 'support@maple.test', from: 'three@company.ca', subject: 'Three', text: 'Three.' }),
      );
      expect(
        await until(
          async () => warnings,
          (w) => w.includes('reading new mail failed; reconnecting'),
        ),
      ).toContain('reading new mail failed; reconnecting');
    } finally {
      await running.stop();
    }
    expect(await stored()).toBe(before + 1);
    expect((await imap.count('INBOX')).total).toBe(inbox + 1);
  });
});
