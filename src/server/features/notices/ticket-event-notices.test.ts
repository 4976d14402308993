import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEntries, ticketEventCursor } from '#server/db/schema.ts';
import { startJobWorker } from '#server/job-worker.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { sendTicketEventNotices } from './ticket-event-notices.ts';

const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
const testApp = await createTestApp({
  env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://support.example.ca' },
});
const { db, deps, database } = testApp;
const { customer, desk, customerCaller } = await signedInDesk(testApp);

/** The events recorded about `ticketId`, oldest first, and whether each still waits for its reactions. */
async function eventsOf(ticketId: string) {
  const [cursor] = await db.select().from(ticketEventCursor);
  const events = await db
    .select({
      id: auditEntries.id,
      kind: auditEntries.kind,
      waiting: sql<boolean>`(${auditEntries.transactionId}, ${auditEntries.id})
        > (${cursor?.transactionId}::xid8, ${cursor?.eventId})`,
    })
    .from(auditEntries)
    .where(and(eq(auditEntries.subjectType, 'ticket'), eq(auditEntries.subjectId, ticketId)))
    .orderBy(auditEntries.id);
  return events;
}

describe('ticket events', () => {
  it('records one event per change, each waiting for its reactions once committed', async () => {
    const filed = await customerCaller.post<{ ticket: { id: string } }>('/api/tickets', {
      email: customer.email,
      name: 'Ada',
      subject: 'Export is empty',
      description: 'Nothing in the file.',
    });
    const ticketId = filed.body.ticket.id;
    await desk.post(`/api/admin/tickets/${ticketId}/responses`, { text: 'Looking into it.' });
    await desk.patch(`/api/admin/tickets/${ticketId}`, { status: 'resolved' });
    await desk.patch(`/api/admin/tickets/${ticketId}`, { status: 'resolved' });
    const events = await eventsOf(ticketId);
    expect(events.map(({ kind, waiting }) => ({ kind, waiting }))).toEqual([
      { kind: 'ticket.created', waiting: true },
      { kind: 'ticket.replied', waiting: true },
      // The first answer to an unassigned ticket makes its author the assignee: a change of its own.
      { kind: 'ticket.assigned', waiting: true },
      { kind: 'ticket.status_changed', waiting: true },
    ]);
  });

  it('writes no event for a refused change', async () => {
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Closed one' });
    await db.execute(sql`update tickets set status = 'closed' where id = ${ticket.id}`);
    expect(
      (await customerCaller.post(`/api/tickets/${ticket.id}/responses`, { text: 'Hello?' })).status,
    ).toBe(409);
    expect(await eventsOf(ticket.id)).toEqual([]);
  });
});

describe('a notice after the process dies between the commit and the reactions', () => {
  it('is sent once by the worker that starts next, even if its reactions then run again', async () => {
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Invoice missing' });
    // The reply commits; no worker runs in this process, as if it died right then.
    const reply = await desk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'Found it.' });
    expect(reply.status).toBe(201);
    expect(await mailsTo(db, customer.email, 'customer_reply_notice')).toEqual([]);
    const [event] = await eventsOf(ticket.id);
    expect(event).toMatchObject({ kind: 'ticket.replied', waiting: true });

    const worker = await startJobWorker(database.url, deps);
    try {
      const mail = await inbox.waitFor(customer.email, /^New reply: Invoice missing$/);
      expect(mail.text).toContain('Found it.');
    } finally {
      await worker.stop();
    }
    // Reacting again to the same event (as a reaction that ran without its cursor move would) sends nothing.
    const [row] = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.id, event?.id ?? 0));
    if (row) await db.transaction((tx) => sendTicketEventNotices(tx, deps, [{ event: row, ticket }]));
    const notices = await mailsTo(db, customer.email, 'customer_reply_notice');
    expect(notices.filter((notice) => notice.ticketId === ticket.id)).toHaveLength(1);
    expect(inbox.mails.filter((mail) => mail.subject === 'New reply: Invoice missing')).toHaveLength(1);
  });
});
