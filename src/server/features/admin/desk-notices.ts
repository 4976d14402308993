import { and, eq, gt, inArray, notExists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers, mailOutbox } from '#server/db/schema.ts';
import { type MailContent, type MailToEach, mailContent } from '#server/features/mail/outbox.ts';
import { siteLink } from '#server/features/mail/site-links.ts';
import type { TicketRow } from '#server/features/tickets/ticket-body.ts';
import type { Language } from '#shared/language.ts';
import { pagePaths } from '#shared/routes.ts';
import { customerReplyNoticeMessage } from './customer-reply-notice-message.tsx';
import { newTicketNoticeMessage } from './new-ticket-notice-message.tsx';

/** At most one message per ticket per admin in this time, however busy the ticket. */
export const DESK_NOTICE_INTERVAL_MS = 5 * 60_000;

const deskNoticeKinds = [newTicketNoticeMessage.kind, customerReplyNoticeMessage.kind];

export type DeskNotice =
  | { kind: 'new_ticket'; ticket: TicketRow }
  | { kind: 'customer_reply'; ticket: TicketRow; reply: string };

/** Since when a message about the ticket means an admin was told lately, at `now`. */
export const deskNoticeSince = (now: Date) => new Date(now.getTime() - DESK_NOTICE_INTERVAL_MS);

/**
 * The admins to tell about `ticketId`, for the statement of the event, when `when` (a condition on that
 * statement's steps) holds: those whose notifications are on, but not one told about it since `since`.
 * Values, or a prepared statement's placeholders.
 */
export function deskNoticeRecipients(
  db: Database,
  ticketId: string | Placeholder,
  since: Date | Placeholder,
  when: SQL,
): SQL {
  const recentlyTold = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recipient, adminUsers.email),
        eq(mailOutbox.ticketId, ticketId),
        inArray(mailOutbox.kind, deskNoticeKinds),
        // Bound as the column binds a date, which a placeholder alone is not.
        gt(mailOutbox.createdAt, sql.param(since, mailOutbox.createdAt)),
      ),
    );
  return db
    .select({ email: adminUsers.email, language: adminUsers.language })
    .from(adminUsers)
    .where(and(eq(adminUsers.notifications, true), notExists(recentlyTold), when))
    .getSQL();
}

/** What the message about a new ticket or a customer's reply says, in each language. */
export function deskNoticeContent(deps: Pick<AppDeps, 'env'>, notice: DeskNotice): MailContent {
  const { ticket } = notice;
  const link = (language: Language) => siteLink(deps.env, pagePaths.adminTickets, language);
  const { subject, email } = ticket;
  return notice.kind === 'new_ticket'
    ? mailContent(deps, newTicketNoticeMessage, (language) => ({
        link: link(language),
        subject,
        name: ticket.name,
        email,
        verified: ticket.isVerified ? 'yes' : 'no',
        description: ticket.description,
      }))
    : mailContent(deps, customerReplyNoticeMessage, (language) => ({
        link: link(language),
        subject,
        email,
        reply: notice.reply,
      }));
}

/** The kind of the message about a notice of `kind`. */
export const deskNoticeKind = (kind: DeskNotice['kind']) =>
  kind === 'new_ticket' ? newTicketNoticeMessage.kind : customerReplyNoticeMessage.kind;

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
  return {
    kind: deskNoticeKind(notice.kind),
    recipients: deskNoticeRecipients(db, notice.ticket.id, deskNoticeSince(now), when),
    ticketId: notice.ticket.id,
    content: deskNoticeContent(deps, notice),
  };
}
