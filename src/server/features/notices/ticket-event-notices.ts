import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers, type auditEntries, ticketResponses } from '#server/db/schema.ts';
import { type OutgoingMail, writeMail } from '#server/features/mail/index.ts';
import type { EventOnTicket, TicketEventDetails, TicketRow } from '#server/features/tickets/index.ts';
import { assignmentNotices } from './assignment-notices.ts';
import { customerNotices, ticketReceivedNotice } from './customer-notices.ts';
import { deskNoticeMail, deskNoticeSince } from './desk-notices.ts';
import { newTicketNotices } from './new-ticket-notices.ts';
import { type NoticeLookups, readNoticeLookups } from './notice-lookups.ts';
import { adminsToTell, readToldLately, type ToldLately } from './told-lately.ts';

type NoticeDeps = Pick<AppDeps, 'db' | 'env' | 'logger'>;
type Event = typeof auditEntries.$inferSelect;

/**
 * Tells whoever each of `events` concerns about its ticket, in `tx`, the transaction that reacts to the
 * events after their changes committed. What the notices read is read once for all of them, and their
 * messages written together; the outbox takes one message per event and recipient, so reacting twice
 * writes nothing twice.
 */
export async function sendTicketEventNotices(
  tx: Database,
  deps: NoticeDeps,
  events: readonly EventOnTicket[],
): Promise<void> {
  if (events.length === 0) return;
  const lookups = await readNoticeLookups(tx, events);
  const told = await readToldLatelyFor(tx, lookups, events);
  const mails: OutgoingMail[] = [];
  for (const { event, ticket } of events) {
    const about = { ticketId: ticket.id, eventId: event.id, ...responseOf(event) };
    for (const notice of await noticesOf(tx, deps, lookups, told, event, ticket)) {
      const mail = { ...notice, about };
      told.record(mail);
      mails.push(mail);
    }
  }
  await writeMail(tx, deps, mails);
}

/** The team's reply an event's message carries to the customer, whose delivery the desk shows. */
function responseOf(event: Event): { responseId?: string } {
  if (event.kind !== 'ticket.replied' || event.actorType !== 'admin') return {};
  return { responseId: (event.details as TicketEventDetails['ticket.replied']).responseId };
}

const isCustomerReply = (event: Event) => event.kind === 'ticket.replied' && event.actorType !== 'admin';

/** Who was told lately of the tickets of the events' customer replies, as far back as each asks. */
async function readToldLatelyFor(
  tx: Database,
  lookups: NoticeLookups,
  events: readonly EventOnTicket[],
): Promise<ToldLately> {
  const asked = events
    .filter(({ event }) => isCustomerReply(event))
    .map(({ event, ticket }) => ({ ticketId: ticket.id, since: deskNoticeSince(event.createdAt) }));
  return readToldLately(tx, asked.length > 0 ? await lookups.notifiedAdmins() : [], asked);
}

/**
 * Who hears of what: the customer and admins of a new ticket, admins of a customer's reply, the customer
 * of an admin's doing.
 */
async function noticesOf(
  tx: Database,
  deps: NoticeDeps,
  lookups: NoticeLookups,
  told: ToldLately,
  event: Event,
  ticket: TicketRow,
): Promise<OutgoingMail[]> {
  const byAdmin = event.actorType === 'admin';
  switch (event.kind) {
    case 'ticket.created': {
      const details = event.details as TicketEventDetails['ticket.created'];
      const acknowledged = details.acknowledged ?? true;
      return [
        ...(acknowledged ? ticketReceivedNotice(deps, lookups, ticket) : []),
        ...(await newTicketNotices(tx, deps, lookups, ticket, event.id)),
      ];
    }
    case 'ticket.replied': {
      // Looked up first: a customer's replies to a ticket within minutes of each other tell nobody more.
      const since = deskNoticeSince(event.createdAt);
      const admins = byAdmin ? [] : adminsToTell(await lookups.notifiedAdmins(), told, ticket, since);
      if (!byAdmin && admins.length === 0) return [];
      const { responseId } = event.details as TicketEventDetails['ticket.replied'];
      const [response] = await tx
        .select({ text: ticketResponses.responseText, author: adminUsers.displayName })
        .from(ticketResponses)
        .leftJoin(adminUsers, eq(adminUsers.id, ticketResponses.adminId))
        .where(eq(ticketResponses.id, responseId));
      if (!response) return [];
      const files = lookups.fileNames(ticket.id, responseId);
      if (byAdmin) {
        const author = response.author ?? '';
        const notice = { kind: 'reply', ticket, reply: response.text, author, files } as const;
        return customerNotices(tx, deps, lookups, notice, event.createdAt);
      }
      return admins.map((admin) =>
        deskNoticeMail(deps, { kind: 'customer_reply', ticket, reply: response.text, files }, admin),
      );
    }
    case 'ticket.status_changed': {
      const { to } = event.details as TicketEventDetails['ticket.status_changed'];
      if (!byAdmin || (to !== 'resolved' && to !== 'closed')) return [];
      return customerNotices(tx, deps, lookups, { kind: 'status', ticket, status: to }, event.createdAt);
    }
    case 'ticket.assigned':
      return assignmentNotices(tx, deps, event, ticket);
    default:
      return [];
  }
}
