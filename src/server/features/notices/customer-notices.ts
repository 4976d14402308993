import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { signSatisfaction } from '#server/features/analytics/index.ts';
import { holdConfirmationLink } from '#server/features/auth/index.ts';
import type { OutgoingMail } from '#server/features/mail/index.ts';
import {
  replyNoticeMessage,
  signTurnOff,
  siteLink,
  statusNoticeMessage,
  ticketReceivedMessage,
} from '#server/features/mail/index.ts';
import { signNotMine, type TicketRow } from '#server/features/tickets/index.ts';
import { pagePaths } from '#shared/routes.ts';
import { ticketReference } from '#shared/short-ticket-id.ts';
import type { NoticeLookups } from './notice-lookups.ts';

export type CustomerNotice =
  | { kind: 'reply'; ticket: TicketRow; reply: string; author: string; files?: string | undefined }
  | { kind: 'status'; ticket: TicketRow; status: 'resolved' | 'closed' };

/**
 * The message telling the ticket's sender of an admin's reply or a resolved or closed ticket, in the
 * ticket's language, while that kind of message is on. An unconfirmed address gets it too (most people
 * never open their confirmation link), with a link to confirm it, which still guards the portal, and one
 * to say the ticket was not theirs (docs/decisions/replies-reach-unconfirmed-addresses.md).
 */
export async function customerNotices(
  tx: Database,
  deps: Pick<AppDeps, 'env'>,
  lookups: NoticeLookups,
  notice: CustomerNotice,
  now: Date,
): Promise<OutgoingMail[]> {
  const { ticket } = notice;
  const customer = lookups.ticketCustomer(ticket.email);
  if (!customer[notice.kind === 'reply' ? 'replies' : 'status']) return [];
  const link = siteLink(deps.env, pagePaths.myTickets, ticket.language, { ticket: ticket.id });
  const to = { recipient: customer.email, language: ticket.language };
  const { subject } = ticket;
  const unconfirmed = customer.confirmed ? {} : await unconfirmedLinks(tx, deps, ticket, now);
  return [
    notice.kind === 'reply'
      ? {
          ...to,
          message: replyNoticeMessage,
          data: {
            link,
            subject,
            reply: notice.reply,
            author: notice.author,
            ...(notice.files && { files: notice.files }),
            ...unconfirmed,
          },
        }
      : {
          ...to,
          message: statusNoticeMessage,
          data: {
            link,
            subject,
            status: notice.status,
            ...unconfirmed,
            ...(customer.confirmed && customer.satisfaction
              ? await satisfactionLinks(tx, deps, ticket, customer.email)
              : {}),
          },
        },
  ];
}

/**
 * What a notice to an unconfirmed address adds: a confirmation link bound to no password (its opener
 * types the ticket's or chooses one, as with 'Send the link again'), and 'This wasn't me'.
 */
async function unconfirmedLinks(tx: Database, deps: Pick<AppDeps, 'env'>, ticket: TicketRow, now: Date) {
  const { email, language } = ticket;
  const token = await holdConfirmationLink(tx, { email, passwordHash: null, language }, now);
  const notMine = await signNotMine(tx, { ticketId: ticket.id, email });
  return {
    confirm: siteLink(deps.env, pagePaths.confirmEmail, language, { token }),
    notMine: siteLink(deps.env, pagePaths.notMine, language, { token: notMine }),
  };
}

/** The links of 'How did we do?': each answer, signed for the ticket, and the one that stops asking. */
async function satisfactionLinks(tx: Database, deps: Pick<AppDeps, 'env'>, ticket: TicketRow, email: string) {
  const token = await signSatisfaction(tx, ticket.id);
  const answer = (rating: 'good' | 'bad') =>
    siteLink(deps.env, pagePaths.satisfaction, ticket.language, { token, rating });
  const stop = await signTurnOff(tx, { account: 'customer', email, notice: 'satisfaction' });
  return {
    good: answer('good'),
    bad: answer('bad'),
    stopAsking: siteLink(deps.env, pagePaths.turnOffMail, ticket.language, { token: stop }),
  };
}

/**
 * The acknowledgement of a new ticket, with its reference, to a confirmed address only: a first
 * ticket's address gets its confirmation link instead, and nobody is mailed for a typed-in stranger.
 */
export function ticketReceivedNotice(
  deps: Pick<AppDeps, 'env'>,
  lookups: NoticeLookups,
  ticket: TicketRow,
): OutgoingMail[] {
  const customer = lookups.ticketCustomer(ticket.email);
  if (!customer.confirmed) return [];
  const link = siteLink(deps.env, pagePaths.myTickets, ticket.language, { ticket: ticket.id });
  const data = { link, subject: ticket.subject, reference: ticketReference(ticket.id) };
  return [{ recipient: customer.email, language: ticket.language, message: ticketReceivedMessage, data }];
}
