import { eq } from 'drizzle-orm';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import { ticketResponses } from '#server/db/schema.ts';
import { bodyKey, storeInbound } from '#server/features/inbound/store-inbound.ts';
import { signedInDesk } from './admin-desk.ts';
import { insertTicket } from './fixtures.ts';
import type { SmtpInbox } from './smtp-inbox.ts';
import type { TestApp } from './test-app.ts';

/** What the inbound suites start from: the desk signed in, a customer's answered tickets, mail received. */
export async function inboundHarness(testApp: TestApp, inbox: SmtpInbox) {
  const { db, runJobs } = testApp;
  const signedIn = await signedInDesk(testApp);
  const { customer, desk } = signedIn;
  let tickets = 0;

  /** A new ticket of the customer's, answered on the desk, and the notice they got about it. */
  async function answeredTicket() {
    const subject = `Case ${++tickets}`;
    const ticket = await insertTicket(db, { email: customer.email, subject });
    await desk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'Please try again now.' });
    await runJobs();
    const notice = await inbox.waitFor(customer.email, new RegExp(`^New reply: ${subject}$`));
    const answering = {
      to: notice.header('reply-to'),
      inReplyTo: notice.messageId,
      subject: `Re: ${notice.subject}`,
      quoted: notice.text,
    };
    return { ticket, notice, answering };
  }

  /** Stores a received message as the HTTP route does and runs its job; returns its row. */
  async function receive(raw: Buffer) {
    const id = await storeInbound(db, { source: 'http', sourceKey: bodyKey(raw), raw });
    // The job that processes it, then the reactions to the event it records.
    await runJobs();
    await runJobs();
    const [row] = await db
      .select()
      .from(inboundMessages)
      .where(eq(inboundMessages.id, id ?? ''));
    if (!row) throw new Error('not stored');
    return row;
  }

  const responsesOf = (ticketId: string) =>
    db
      .select()
      .from(ticketResponses)
      .where(eq(ticketResponses.ticketId, ticketId))
      .orderBy(ticketResponses.createdAt);

  return { ...signedIn, answeredTicket, receive, responsesOf };
}
