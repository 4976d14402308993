import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { emailPasswords } from '#server/db/schema.ts';
import type { MailToEach } from '#server/features/mail/outbox.ts';
import { siteLink } from '#server/features/mail/site-links.ts';
import { pagePaths } from '#shared/routes.ts';
import { replyNoticeMessage } from './reply-notice-message.tsx';
import { statusNoticeMessage } from './status-notice-message.tsx';
import type { TicketRow } from './ticket-body.ts';

type CustomerNotice =
  | { kind: 'reply'; ticket: TicketRow; reply: string }
  | { kind: 'status'; ticket: TicketRow; status: 'resolved' | 'closed' };

/**
 * The message telling a ticket's sender about an admin's reply or a resolved or closed ticket, in the
 * ticket's language, for the statement of that change, written only when `when` holds (a condition on
 * that statement's steps). Only a confirmed address is written to (anyone can type someone else's), and
 * only while that kind of message is on.
 */
export function customerNoticeMail(
  db: Database,
  deps: Pick<AppDeps, 'env'>,
  notice: CustomerNotice,
  when?: SQL,
): MailToEach {
  const { ticket } = notice;
  const wanted = notice.kind === 'reply' ? emailPasswords.notifyReplies : emailPasswords.notifyStatus;
  const recipients = db
    .select({ email: emailPasswords.email, language: sql`${ticket.language}::text`.as('language') })
    .from(emailPasswords)
    .where(
      and(
        eq(emailPasswords.email, ticket.email),
        isNotNull(emailPasswords.verifiedAt),
        eq(wanted, true),
        when,
      ),
    )
    .getSQL();
  const link = siteLink(deps.env, pagePaths.myTickets, ticket.language, { ticket: ticket.id });
  const { subject } = ticket;
  return notice.kind === 'reply'
    ? {
        message: replyNoticeMessage,
        recipients,
        ticketId: ticket.id,
        data: () => ({ link, subject, reply: notice.reply }),
      }
    : {
        message: statusNoticeMessage,
        recipients,
        ticketId: ticket.id,
        data: () => ({ link, subject, status: notice.status }),
      };
}
