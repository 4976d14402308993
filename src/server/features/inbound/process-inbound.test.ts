import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEntries, tickets } from '#server/db/schema.ts';
import { inboundHarness } from '#tests/support/inbound-harness.ts';
import {
  appleMailReply,
  bounce,
  frenchGmailReply,
  gmailReply,
  outlookReply,
  outOfOffice,
} from '#tests/support/mail-fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { sweepWaitingMail } from './inbound-sweeper.ts';
import { processInbound } from './process-inbound.ts';
import { bodyKey, storeInbound } from './store-inbound.ts';

const SUPPORT = 'support@maple.test';
const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
const testApp = await createTestApp({
  env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://support.example.ca', SUPPORT_ADDRESS: SUPPORT },
});
const { db, deps, runJobs } = testApp;
const { admin, customer, desk, answeredTicket, receive, responsesOf } = await inboundHarness(testApp, inbox);

describe("a customer's emailed reply", () => {
  it('adds only the new text, says it came by email, and tells the admins', async () => {
    const { ticket, answering } = await answeredTicket();
    const raw = gmailReply({ ...answering, from: customer.email, text: 'Thanks, it works now.' });
    const row = await receive(raw);
    expect(row).toMatchObject({ outcome: 'added', ticketId: ticket.id, sender: customer.email });
    const responses = await responsesOf(ticket.id);
    expect(responses.at(-1)).toMatchObject({ responseText: 'Thanks, it works now.', via: 'email' });
    expect(row.responseId).toBe(responses.at(-1)?.id);
    const [event] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, ticket.id), eq(auditEntries.actorName, customer.email)));
    expect(event?.details).toMatchObject({ via: 'email' });
    expect((await mailsTo(db, admin.email, 'admin_customer_reply')).length).toBeGreaterThan(0);
    // The same message again, by any route: stored once, added once.
    expect(await storeInbound(db, { source: 'imap', sourceKey: 'imap:INBOX:1:1', raw })).toBeUndefined();
    await processInbound(deps, row.id);
    expect(await responsesOf(ticket.id)).toHaveLength(responses.length);
  });

  it.each([
    ['Outlook, HTML only in base64', outlookReply, 'Still broken on my side.\nCould you call me?'],
    ['Apple Mail, flowed quoted-printable', appleMailReply, 'Great, thank you!'],
    ['Gmail in French, base64', frenchGmailReply, 'Merci, ça fonctionne à présent. Bien à vous, Chloé'],
  ])('reads %s', async (_app, write, text) => {
    const { ticket, answering } = await answeredTicket();
    const row = await receive(write({ ...answering, from: customer.email, text }));
    expect(row.outcome).toBe('added');
    expect((await responsesOf(ticket.id)).at(-1)?.responseText).toBe(text);
  });

  it('finds the ticket by its signed Message-ID, or its subject from its customer, without the reply address', async () => {
    const { ticket, answering } = await answeredTicket();
    const threaded = await receive(
      gmailReply({ ...answering, to: SUPPORT, from: customer.email, text: 'By thread.' }),
    );
    expect(threaded).toMatchObject({ outcome: 'added', ticketId: ticket.id });
    const bySubject = {
      ...answering,
      to: SUPPORT,
      inReplyTo: undefined,
      subject: `Re: [#${ticket.id.slice(0, 8)}]`,
    };
    expect(
      await receive(gmailReply({ ...bySubject, from: customer.email, text: 'By subject.' })),
    ).toMatchObject({
      outcome: 'added',
      ticketId: ticket.id,
    });
    expect(
      await receive(gmailReply({ ...bySubject, from: 'mallory@evil.test', text: 'Hijack.' })),
    ).toMatchObject({
      outcome: 'held',
      reason: 'unknown_sender',
    });
  });
});

describe('exactly once', () => {
  it('adds a message once however many workers process it at the same time', async () => {
    const { ticket, answering } = await answeredTicket();
    const raws = Array.from({ length: 10 }, (_, n) =>
      gmailReply({ ...answering, from: customer.email, text: `Reply number ${n}.` }),
    );
    const ids = await Promise.all(
      raws.map((raw) => storeInbound(db, { source: 'http', sourceKey: bodyKey(raw), raw })),
    );
    // Three processings of each at once, as after a crash a job runs again beside the first.
    await Promise.all(ids.flatMap((id) => [1, 2, 3].map(() => processInbound(deps, id ?? ''))));
    await runJobs();
    const texts = (await responsesOf(ticket.id)).map((response) => response.responseText);
    expect(texts.slice(1).sort()).toEqual(raws.map((_, n) => `Reply number ${n}.`).sort());
  });
});

describe('the sweep of messages left waiting', () => {
  it('processes a message whose job a dead instance held, and the job then does nothing', async () => {
    const { ticket, answering } = await answeredTicket();
    const raw = gmailReply({ ...answering, from: customer.email, text: 'Swept up.' });
    await storeInbound(db, { source: 'http', sourceKey: bodyKey(raw), raw });
    expect(await sweepWaitingMail(deps)).toBe(0);
    testApp.clock.advance(31_000);
    expect(await sweepWaitingMail(deps)).toBe(1);
    await runJobs();
    const texts = (await responsesOf(ticket.id)).map((response) => response.responseText);
    expect(texts.filter((text) => text === 'Swept up.')).toHaveLength(1);
  });
});

describe('what is held, ignored or refused', () => {
  it('holds a reply from someone in Cc, a forged sender, and an admin not through their own address', async () => {
    const { ticket, answering } = await answeredTicket();
    const before = (await responsesOf(ticket.id)).length;
    const colleague = await receive(
      gmailReply({ ...answering, from: 'colleague@company.ca', cc: customer.email, text: 'Me too.' }),
    );
    expect(colleague).toMatchObject({ outcome: 'held', reason: 'unknown_sender', ticketId: ticket.id });
    const forged = gmailReply({
      ...answering,
      from: customer.email,
      text: 'Close my account.',
      headers: { 'Authentication-Results': 'mx.maple.test; spf=fail smtp.mailfrom=company.ca; dmarc=fail' },
    });
    expect(await receive(forged)).toMatchObject({ outcome: 'held', reason: 'authentication_failed' });
    const adminThroughCustomer = gmailReply({ ...answering, from: admin.email, text: 'Done.' });
    expect(await receive(adminThroughCustomer)).toMatchObject({
      outcome: 'held',
      reason: 'not_own_reply_address',
    });
    expect(await responsesOf(ticket.id)).toHaveLength(before);
  });

  it('ignores a forged reply address and a forged Message-ID', async () => {
    const { ticket, answering } = await answeredTicket();
    const forgedTo = answering.to.replace(/\+(.)/, (_, c: string) => `+${c === 'a' ? 'b' : 'a'}`);
    const forgedId = answering.inReplyTo.replace(/<m(.)/, (_, c: string) => `<m${c === 'a' ? 'b' : 'a'}`);
    const raw = gmailReply({
      ...answering,
      to: forgedTo,
      inReplyTo: forgedId,
      from: customer.email,
      text: 'Hi',
    });
    expect(await receive(raw)).toMatchObject({ outcome: 'ignored', ticketId: null });
    expect(await responsesOf(ticket.id)).toHaveLength(1);
  });

  it('adds an out-of-office to nothing and answers it with nothing', async () => {
    const { ticket, answering } = await answeredTicket();
    const sent = await mailsTo(db, customer.email);
    const row = await receive(outOfOffice({ ...answering, from: customer.email, text: '' }));
    expect(row.outcome).toBe('auto_reply');
    expect(await responsesOf(ticket.id)).toHaveLength(1);
    expect(await mailsTo(db, customer.email)).toHaveLength(sent.length);
  });

  it('marks the bounced notice, and stops notices to an address that bounced hard', async () => {
    const { ticket, notice } = await answeredTicket();
    const row = await receive(bounce(notice.messageId, customer.email));
    expect(row).toMatchObject({ outcome: 'bounce', reason: 'hard:1' });
    const [bounced] = await mailsTo(db, customer.email, 'customer_reply_notice');
    expect(bounced).toMatchObject({ state: 'bounced', ticketId: ticket.id });
    const notices = (await mailsTo(db, customer.email, 'customer_reply_notice')).length;
    await desk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'Another answer.' });
    await runJobs();
    expect(await mailsTo(db, customer.email, 'customer_reply_notice')).toHaveLength(notices);
    await db.execute(`delete from mail_bounces`);
  });
});

describe("an admin's emailed reply", () => {
  it('is added as theirs through their own reply address, and reaches the customer', async () => {
    const { ticket, answering } = await answeredTicket();
    await receive(gmailReply({ ...answering, from: customer.email, text: 'Any news?' }));
    await runJobs();
    const deskNotice = await inbox.waitFor(admin.email, new RegExp(ticket.subject));
    const row = await receive(
      gmailReply({
        to: deskNotice.header('reply-to'),
        inReplyTo: deskNotice.messageId,
        subject: `Re: ${deskNotice.subject}`,
        quoted: deskNotice.text,
        from: admin.email,
        text: 'Fixed in the next release.',
      }),
    );
    expect(row.outcome).toBe('added');
    expect((await responsesOf(ticket.id)).at(-1)).toMatchObject({
      isFromAdmin: true,
      adminId: admin.id,
      via: 'email',
    });
    await runJobs();
    await inbox.waitFor(customer.email, new RegExp(`^New reply: ${ticket.subject}$`));
    expect(
      inbox.mails.filter(
        (mail) => mail.to === customer.email && mail.text.includes('Fixed in the next release.'),
      ),
    ).toHaveLength(1);
  });
});

describe('a message that names no ticket', () => {
  it('opens an unverified ticket for its sender, acknowledged once a day', async () => {
    const stranger = 'newcomer@company.ca';
    const write = (text: string) =>
      gmailReply({
        to: SUPPORT,
        from: stranger,
        fromName: 'Zoé Tremblay',
        subject: 'Invoice question',
        text,
      });
    const first = await receive(write('How do I get my invoice?'));
    expect(first.outcome).toBe('new_ticket');
    const [ticket] = await db
      .select()
      .from(tickets)
      .where(eq(tickets.id, first.ticketId ?? ''));
    expect(ticket).toMatchObject({
      email: stranger,
      name: 'Zoé Tremblay',
      subject: 'Invoice question',
      description: 'How do I get my invoice?',
      isVerified: false,
    });
    expect(await receive(write('Again?'))).toMatchObject({ outcome: 'new_ticket' });
    expect((await mailsTo(db, stranger)).map((mail) => mail.kind)).toEqual(['confirm_email']);
  });

  it('ignores mail not sent to the support address', async () => {
    const row = await receive(
      gmailReply({ to: 'sales@maple.test', from: 'x@company.ca', subject: 'Hi', text: 'Hi' }),
    );
    expect(row.outcome).toBe('ignored');
  });

  it("opens a follow-up for a closed ticket's customer instead of reopening it", async () => {
    const { ticket, answering } = await answeredTicket();
    await db.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, ticket.id));
    const row = await receive(gmailReply({ ...answering, from: customer.email, text: 'It broke again.' }));
    expect(row).toMatchObject({ outcome: 'new_ticket', reason: 'follow_up' });
    const [followUp] = await db
      .select()
      .from(tickets)
      .where(eq(tickets.id, row.ticketId ?? ''));
    expect(followUp?.description).toBe(
      `It broke again.\n\n(Follow-up to [#${ticket.id.slice(0, 8)}], closed.)`,
    );
    const [closed] = await db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(closed?.status).toBe('closed');
  });
});
