// Mail a stranger can send to stop the desk (issue 52): each ends stored, held, refused or failed with a
// reason, and the message after it is processed as usual.
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import { adminUsers, tickets } from '#server/db/schema.ts';
import { inboundHarness } from '#tests/support/inbound-harness.ts';
import { gmailReply } from '#tests/support/mail-fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { sweepWaitingMail } from './inbound-sweeper.ts';
import { processInbound } from './process-inbound.ts';
import { bodyKey, storeInbound } from './store-inbound.ts';

const SUPPORT = 'support@maple.test';
const MAIL_FROM = 'Maple <no-reply@maple.test>';
const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
const testApp = await createTestApp({
  env: {
    SMTP_URL: inbox.url,
    PUBLIC_URL: 'https://support.example.ca',
    SUPPORT_ADDRESS: SUPPORT,
    MAIL_FROM,
  },
});
const { db, deps } = testApp;
const { admin, customer, answeredTicket, receive, responsesOf } = await inboundHarness(testApp, inbox);

const encodedWord = (bytes: Buffer) => `=?UTF-8?B?${bytes.toString('base64')}?=`;

/** A plain message from the customer naming `ticketId` by its subject, with headers and body as given. */
function plainMail(ticketId: string, { headers = '', body = 'Hello.', encoding = '7bit' } = {}) {
  return Buffer.from(
    [
      `From: Ada <${customer.email}>`,
      `To: ${SUPPORT}`,
      `Subject: Re: [#${ticketId.slice(0, 8)}] Case`,
      `Message-ID: <plain-${Math.random()}@company.ca>`,
      ...(headers ? [headers] : []),
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      `Content-Transfer-Encoding: ${encoding}`,
      '',
      body,
    ].join('\r\n'),
  );
}

describe('NUL and invalid text in every field', () => {
  it('cleans a NUL in the body, the subject and the sender name, and the jobs run on', async () => {
    const { ticket } = await answeredTicket();
    const nulBody = await receive(
      plainMail(ticket.id, { body: 'Broken=00here.', encoding: 'quoted-printable' }),
    );
    expect(nulBody.outcome).toBe('added');
    expect((await responsesOf(ticket.id)).at(-1)?.responseText).toBe('Broken\uFFFDhere.');
    const nulNames = Buffer.from(
      [
        `From: ${encodedWord(Buffer.from('Zo\u0000é'))} <nul@company.ca>`,
        `To: ${SUPPORT}`,
        `Subject: ${encodedWord(Buffer.from('Invoice\u0000 question'))}`,
        `Message-ID: <nul-${Date.now()}@company.ca\u0000>`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        `Lone surrogate \ud800 and NUL \u0000 in text.`,
      ].join('\r\n'),
    );
    const opened = await receive(nulNames);
    expect(opened).toMatchObject({ outcome: 'new_ticket', subject: 'Invoice\uFFFD question' });
    expect(opened.messageId).toMatch(/^sha256:[0-9a-f]{64}$/);
    const [newTicket] = await db
      .select()
      .from(tickets)
      .where(eq(tickets.id, opened.ticketId ?? ''));
    expect(newTicket).toMatchObject({ name: 'Zo\uFFFDé', subject: 'Invoice\uFFFD question' });
    // The confirmation the new ticket queued was sent: the job runner survived.
    expect((await mailsTo(db, 'nul@company.ca')).map((mail) => mail.state)).toEqual(['sent']);
  });

  it('stores a 3,000-character Message-ID by its hash, and each message once', async () => {
    const { ticket } = await answeredTicket();
    const long = `<${'x'.repeat(3000)}@company.ca>`;
    const raw = plainMail(ticket.id, { body: 'Long id.' })
      .toString()
      .replace(/Message-ID: .*/, `Message-ID: ${long}`);
    const row = await receive(Buffer.from(raw));
    expect(row).toMatchObject({ outcome: 'added', messageId: expect.stringMatching(/^sha256:/) });
    const again = Buffer.from(raw.replace('Long id.', 'Same id, other body.'));
    expect(await storeInbound(db, { source: 'http', sourceKey: bodyKey(again), raw: again })).toBeUndefined();
  });
});

describe("the site's limits by email", () => {
  it('keeps the first 5,000 characters of a reply and says so below it, in the ticket’s language', async () => {
    const { ticket, answering } = await answeredTicket();
    const long = 'word '.repeat(400_000);
    const row = await receive(gmailReply({ ...answering, from: customer.email, text: long }));
    expect(row.outcome).toBe('added');
    const text = (await responsesOf(ticket.id)).at(-1)?.responseText ?? '';
    expect(text).toBe(
      `${long.slice(0, 5000).trimEnd()}\n\nText cut: only its first 5,000 characters were kept.`,
    );
    await db.update(tickets).set({ language: 'fr' }).where(eq(tickets.id, ticket.id));
    await receive(gmailReply({ ...answering, from: customer.email, text: `Encore ${long}` }));
    expect((await responsesOf(ticket.id)).at(-1)?.responseText).toMatch(
      /\n\nTexte coupé : seuls ses 5 000 premiers caractères ont été conservés\.$/,
    );
  });

  it('refuses a message of more than 1,000 parts, unread, with the parser’s reason', async () => {
    const { ticket } = await answeredTicket();
    const parts = Array.from(
      { length: 1100 },
      (_, n) => `--b\r\nContent-Type: text/plain\r\n\r\nPart ${n}.\r\n`,
    );
    const raw = plainMail(ticket.id)
      .toString()
      .replace('Content-Type: text/plain; charset=utf-8', 'Content-Type: multipart/mixed; boundary="b"')
      .replace('Hello.', `${parts.join('')}--b--`);
    const row = await receive(Buffer.from(raw));
    expect(row).toMatchObject({
      outcome: 'refused',
      reason: 'unreadable',
      error: expect.stringMatching(/./),
    });
  });

  it('holds a message that takes longer to read than INBOUND_READ_TIMEOUT_MS', async () => {
    const { ticket } = await answeredTicket();
    const budget = deps.env.INBOUND_READ_TIMEOUT_MS;
    deps.env.INBOUND_READ_TIMEOUT_MS = 100;
    try {
      const row = await receive(plainMail(ticket.id, { body: `a${'\n'.repeat(10 * 1024 * 1024)}a` }));
      expect(row).toMatchObject({ outcome: 'held', reason: 'too_slow_to_read' });
    } finally {
      deps.env.INBOUND_READ_TIMEOUT_MS = budget;
    }
  });
});

describe('a message whose processing keeps failing', () => {
  it('ends failed with its error after five attempts, and the sweep passes over it to the next', async () => {
    const { ticket } = await answeredTicket();
    // A stand-in for any failure the processing meets: the database refuses this one reply.
    await db.execute(sql`
      create or replace function refuse_poison() returns trigger language plpgsql as $$
      begin
        if new.response_text like '%poison%' then raise exception 'poisoned reply refused'; end if;
        return new;
      end $$;
      create trigger refuse_poison before insert on ticket_responses
        for each row execute function refuse_poison();`);
    try {
      const poison = plainMail(ticket.id, { body: 'A poison reply.' });
      const good = plainMail(ticket.id, { body: 'A good reply.' });
      const [poisonId, goodId] = await Promise.all(
        [poison, good].map((raw) => storeInbound(db, { source: 'http', sourceKey: bodyKey(raw), raw })),
      );
      testApp.clock.advance(31_000);
      expect(await sweepWaitingMail(deps)).toBe(2);
      const [goodRow] = await db
        .select()
        .from(inboundMessages)
        .where(eq(inboundMessages.id, goodId ?? ''));
      expect(goodRow?.outcome).toBe('added');
      for (let attempt = 2; attempt <= 4; attempt++) {
        await expect(processInbound(deps, poisonId ?? '')).rejects.toThrow();
      }
      await processInbound(deps, poisonId ?? '');
      const [failed] = await db
        .select()
        .from(inboundMessages)
        .where(eq(inboundMessages.id, poisonId ?? ''));
      expect(failed).toMatchObject({
        outcome: 'failed',
        reason: 'kept_failing',
        attempts: 5,
        error: expect.stringMatching(/poisoned reply refused/),
      });
      expect(await sweepWaitingMail(deps)).toBe(0);
    } finally {
      await db.execute(sql`drop trigger refuse_poison on ticket_responses; drop function refuse_poison();`);
    }
  });
});

describe('who the mailbox knows', () => {
  it("holds a deactivated member's reply through their own reply address", async () => {
    const { ticket, answering } = await answeredTicket();
    await receive(gmailReply({ ...answering, from: customer.email, text: 'Any news?' }));
    await testApp.runJobs();
    const deskNotice = await inbox.waitFor(admin.email, new RegExp(ticket.subject));
    await db.update(adminUsers).set({ deactivatedAt: new Date() }).where(eq(adminUsers.id, admin.id));
    try {
      const row = await receive(
        gmailReply({
          to: deskNotice.header('reply-to'),
          inReplyTo: deskNotice.messageId,
          subject: `Re: ${deskNotice.subject}`,
          quoted: deskNotice.text,
          from: admin.email,
          text: 'Answered after I left.',
        }),
      );
      expect(row).toMatchObject({ outcome: 'held', reason: 'member_deactivated', ticketId: ticket.id });
      expect((await responsesOf(ticket.id)).map((response) => response.responseText)).not.toContain(
        'Answered after I left.',
      );
    } finally {
      await db.update(adminUsers).set({ deactivatedAt: null }).where(eq(adminUsers.id, admin.id));
    }
  });

  it.each([
    ['our sending address (MAIL_FROM)', 'no-reply@maple.test'],
    ['the support address', SUPPORT],
    ["a reply address of the support address's", 'support+abcdef@maple.test'],
  ])('opens no ticket and mails nothing for mail from %s', async (_name, from) => {
    const before = (await db.select().from(tickets)).length;
    const row = await receive(gmailReply({ to: SUPPORT, from, subject: 'Loop', text: 'Our own notice.' }));
    expect(row).toMatchObject({ outcome: 'ignored', reason: 'from_us' });
    expect(await db.select().from(tickets)).toHaveLength(before);
    expect(await mailsTo(db, from)).toHaveLength(0);
  });
});
