import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { signSatisfaction } from '#server/features/analytics/index.ts';
import type { OutgoingMail } from '#server/features/mail/index.ts';
import {
  replyNoticeMessage,
  signTurnOff,
  siteLink,
  statusNoticeMessage,
  ticketReceivedMessage,
} from '#server/features/mail/index.ts';
import type { TicketRow } from '#server/features/tickets/index.ts';
import { pagePaths } from '#shared/routes.ts';
import { ticketReference } from '#shared/short-ticket-id.ts';
import type { NoticeLookups } from './notice-lookups.ts';

export type CustomerNotice =
  | { kind: 'reply'; ticket: TicketRow; reply: string; author: string; files?: string | undefined }
  | { kind: 'status'; ticket: TicketRow; status: 'resolved' | 'closed' };

/**
 * The message telling the ticket's sender of an admin's reply or a resolved or closed ticket, in the
 * ticket's language. Only a confirmed address is written to (anyone can type someone else's), and only
 * while that kind of message is on.
 */
export async function customerNotices(
  tx: Database,
  deps: Pick<AppDeps, 'env'>,
  lookups: NoticeLookups,
  notice: CustomerNotice,
): Promise<OutgoingMail[]> {
  const { ticket } = notice;
  const customer = lookups.confirmedCustomer(ticket.email);
  if (!customer?.[notice.kind === 'reply' ? 'replies' : 'status']) return [];
  const link = siteLink(deps.env, pagePaths.myTickets, ticket.language, { ticket: ticket.id });
  const to = { recipient: customer.email, language: ticket.language };
  const { subject } = ticket;
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
          },
        }
      : {
          ...to,
          message: statusNoticeMessage,
          data: {
            link,
            subject,
            status: notice.status,
            ...(customer.satisfaction ? await satisfactionLinks(tx, deps, ticket, customer.email) : {}),
          },
        },
  ];
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
  const customer = lookups.confirmedCustomer(ticket.email);
  if (!customer) return [];
  const link = siteLink(deps.env, pagePaths.myTickets, ticket.language, { ticket: ticket.id });
  const data = { link, subject: ticket.subject, reference: ticketReference(ticket.id) };
  return [{ recipient: customer.email, language: ticket.language, message: ticketReceivedMessage, data }];
}
