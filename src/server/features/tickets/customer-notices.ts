import { and, eq, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { emailPasswords } from '#server/db/schema.ts';
import { type MailContent, type MailToEach, mailContent } from '#server/features/mail/outbox.ts';
import { siteLink } from '#server/features/mail/site-links.ts';
import type { Language } from '#shared/language.ts';
import { pagePaths } from '#shared/routes.ts';
import { replyNoticeMessage } from './reply-notice-message.tsx';
import { statusNoticeMessage } from './status-notice-message.tsx';
import type { TicketRow } from './ticket-body.ts';

export type CustomerNotice =
  | { kind: 'reply'; ticket: TicketRow; reply: string }
  | { kind: 'status'; ticket: TicketRow; status: 'resolved' | 'closed' };

/**
 * The ticket's sender, to tell of an admin's reply or a resolved or closed ticket in the ticket's
 * language, for the statement of that change, when `when` holds (a condition on that statement's steps).
 * Only a confirmed address is written to (anyone can type someone else's), and only while that kind of
 * message is on. The email and language are values, or a prepared statement's placeholders.
 */
export function customerNoticeRecipients(
  db: Database,
  kind: CustomerNotice['kind'],
  sender: { email: string | Placeholder; language: Language | Placeholder },
  when?: SQL,
): SQL {
  const wanted = kind === 'reply' ? emailPasswords.notifyReplies : emailPasswords.notifyStatus;
  return db
    .select({ email: emailPasswords.email, language: sql`${sender.language}::text`.as('language') })
    .from(emailPasswords)
    .where(
      and(
        eq(emailPasswords.email, sender.email),
        isNotNull(emailPasswords.verifiedAt),
        eq(wanted, true),
        when,
      ),
    )
    .getSQL();
}

/** What the message about `notice` says (in the ticket's language, whichever it is written in). */
export function customerNoticeContent(deps: Pick<AppDeps, 'env'>, notice: CustomerNotice): MailContent {
  const { ticket } = notice;
  const link = siteLink(deps.env, pagePaths.myTickets, ticket.language, { ticket: ticket.id });
  const { subject } = ticket;
  return notice.kind === 'reply'
    ? mailContent(deps, replyNoticeMessage, () => ({ link, subject, reply: notice.reply }))
    : mailContent(deps, statusNoticeMessage, () => ({ link, subject, status: notice.status }));
}

/** The kind of the message about a notice of `kind`. */
export const customerNoticeKind = (kind: CustomerNotice['kind']) =>
  kind === 'reply' ? replyNoticeMessage.kind : statusNoticeMessage.kind;

/** The message telling a ticket's sender about `notice` (see `customerNoticeRecipients`). */
export function customerNoticeMail(
  db: Database,
  deps: Pick<AppDeps, 'env'>,
  notice: CustomerNotice,
  when?: SQL,
): MailToEach {
  const { ticket } = notice;
  return {
    kind: customerNoticeKind(notice.kind),
    recipients: customerNoticeRecipients(db, notice.kind, ticket, when),
    ticketId: ticket.id,
    content: customerNoticeContent(deps, notice),
  };
}
