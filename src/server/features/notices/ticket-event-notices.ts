import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers, type auditEntries, ticketResponses } from '#server/db/schema.ts';
import { fileNamesOf } from '#server/features/attachments/index.ts';
import { type OutgoingMail, writeMail } from '#server/features/mail/index.ts';
import type { TicketEventDetails, TicketRow } from '#server/features/tickets/index.ts';
import { assignmentNotices } from './assignment-notices.ts';
import { customerNotices, ticketReceivedNotice } from './customer-notices.ts';
import { adminsToTell, deskNoticeMail, deskNoticeSince } from './desk-notices.ts';
import { newTicketNotices } from './new-ticket-notices.ts';

type NoticeDeps = Pick<AppDeps, 'db' | 'env' | 'logger'>;
type Event = typeof auditEntries.$inferSelect;

/**
 * Tells whoever a ticket event concerns about `ticket`, in `tx`, the transaction that reacts to the
 * event after its change committed. The outbox takes one message per event and recipient, so reacting
 * twice writes nothing twice.
 */
export async function sendTicketEventNotices(
  tx: Database,
  deps: NoticeDeps,
  event: Event,
  ticket: TicketRow,
): Promise<void> {
  const mails = await noticesOf(tx, deps, event, ticket);
  await writeMail(tx, deps, mails, { ticketId: ticket.id, eventId: event.id });
}

/**
 * Who hears of what: the customer and admins of a new ticket, admins of a customer's reply, the customer
 * of an admin's doing.
 */
async function noticesOf(
  tx: Database,
  deps: NoticeDeps,
  event: Event,
  ticket: TicketRow,
): Promise<OutgoingMail[]> {
  const byAdmin = event.actorType === 'admin';
  switch (event.kind) {
    case 'ticket.created': {
      const details = event.details as TicketEventDetails['ticket.created'];
      const acknowledged = details.acknowledged ?? true;
      return [
        ...(acknowledged ? await ticketReceivedNotice(tx, deps, ticket) : []),
        ...(await newTicketNotices(tx, deps, ticket, event.id, await fileNamesOf(tx, ticket.id, null))),
      ];
    }
    case 'ticket.replied': {
      // Looked up first: a customer's replies to a ticket within minutes of each other tell nobody more.
      const admins = byAdmin ? [] : await adminsToTell(tx, ticket, deskNoticeSince(event.createdAt));
      if (!byAdmin && admins.length === 0) return [];
      const { responseId } = event.details as TicketEventDetails['ticket.replied'];
      const [response] = await tx
        .select({ text: ticketResponses.responseText, author: adminUsers.displayName })
        .from(ticketResponses)
        .leftJoin(adminUsers, eq(adminUsers.id, ticketResponses.adminId))
        .where(eq(ticketResponses.id, responseId));
      if (!response) return [];
      const files = await fileNamesOf(tx, ticket.id, responseId);
      if (byAdmin) {
        const author = response.author ?? '';
        return customerNotices(tx, deps, { kind: 'reply', ticket, reply: response.text, author, files });
      }
      return admins.map((admin) =>
        deskNoticeMail(deps, { kind: 'customer_reply', ticket, reply: response.text, files }, admin),
      );
    }
    case 'ticket.status_changed': {
      const { to } = event.details as TicketEventDetails['ticket.status_changed'];
      const told = byAdmin && (to === 'resolved' || to === 'closed');
      return told ? customerNotices(tx, deps, { kind: 'status', ticket, status: to }) : [];
    }
    case 'ticket.assigned':
      return assignmentNotices(tx, deps, event, ticket);
    default:
      return [];
  }
}
