import { and, eq, gt, inArray, notExists, type SQL } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers, mailOutbox } from '#server/db/schema.ts';
import type { MailToEach } from '#server/features/mail/outbox.ts';
import { siteLink } from '#server/features/mail/site-links.ts';
import type { TicketRow } from '#server/features/tickets/ticket-body.ts';
import type { Language } from '#shared/language.ts';
import { pagePaths } from '#shared/routes.ts';
import { customerReplyNoticeMessage } from './customer-reply-notice-message.tsx';
import { newTicketNoticeMessage } from './new-ticket-notice-message.tsx';

/** At most one message per ticket per admin in this time, however busy the ticket. */
export const DESK_NOTICE_INTERVAL_MS = 5 * 60_000;

const deskNoticeKinds = [newTicketNoticeMessage.kind, customerReplyNoticeMessage.kind];

type DeskNotice =
  | { kind: 'new_ticket'; ticket: TicketRow }
  | { kind: 'customer_reply'; ticket: TicketRow; reply: string };

/**
 * The message telling every admin whose notifications are on about a new ticket or a customer's reply,
 * for the statement of that event, written only when `when` (a condition on that statement's steps)
 * holds; an admin already told about this ticket lately is skipped.
 */
export function deskNoticeMail(
  db: Database,
  deps: Pick<AppDeps, 'env'>,
  notice: DeskNotice,
  now: Date,
  when: SQL,
): MailToEach {
  const { ticket } = notice;
  const recentlyTold = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recipient, adminUsers.email),
        eq(mailOutbox.ticketId, ticket.id),
        inArray(mailOutbox.kind, deskNoticeKinds),
        gt(mailOutbox.createdAt, new Date(now.getTime() - DESK_NOTICE_INTERVAL_MS)),
      ),
    );
  const recipients = db
    .select({ email: adminUsers.email, language: adminUsers.language })
    .from(adminUsers)
    .where(and(eq(adminUsers.notifications, true), notExists(recentlyTold), when))
    .getSQL();
  const link = (language: Language) => siteLink(deps.env, pagePaths.adminTickets, language);
  const { subject, email } = ticket;
  return notice.kind === 'new_ticket'
    ? {
        message: newTicketNoticeMessage,
        recipients,
        ticketId: ticket.id,
        data: (language) => ({
          link: link(language),
          subject,
          name: ticket.name,
          email,
          description: ticket.description,
        }),
      }
    : {
        message: customerReplyNoticeMessage,
        recipients,
        ticketId: ticket.id,
        data: (language) => ({ link: link(language), subject, email, reply: notice.reply }),
      };
}
