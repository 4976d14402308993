import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { adminUsers } from '#server/db/schema.ts';
import type { OutgoingMail } from '#server/features/mail/index.ts';
import { customerReplyNoticeMessage, newTicketNoticeMessage, siteLink } from '#server/features/mail/index.ts';
import type { TicketRow } from '#server/features/tickets/index.ts';
import type { Language } from '#shared/language.ts';
import { pagePaths } from '#shared/routes.ts';

/** At most one message per ticket per admin in this time, however busy the ticket. */
export const DESK_NOTICE_INTERVAL_MS = 5 * 60_000;

export type DeskNotice =
  | { kind: 'new_ticket'; ticket: TicketRow; files?: string | undefined }
  | { kind: 'customer_reply'; ticket: TicketRow; reply: string; files?: string | undefined };

/** An admin a notice goes to. */
export interface AdminRecipient {
  email: string;
  language: Language;
}

/** An active member whose notifications are on, as the notices read them. */
export interface NotifiedAdmin extends AdminRecipient {
  id: string;
}

/** An active member whose notifications are on. */
export const notifiedAdmin = and(eq(adminUsers.notifications, true), isNull(adminUsers.deactivatedAt));

/** Since when a message about the ticket means an admin was told lately, at `now`. */
export const deskNoticeSince = (now: Date) => new Date(now.getTime() - DESK_NOTICE_INTERVAL_MS);

/** The message telling `admin` about a new ticket or a customer's reply, in the admin's language. */
export function deskNoticeMail(
  deps: Pick<AppDeps, 'env'>,
  notice: DeskNotice,
  { email: recipient, language }: AdminRecipient,
): OutgoingMail {
  const { ticket } = notice;
  const link = siteLink(deps.env, pagePaths.adminTickets, language, { ticket: ticket.id });
  const { subject, email } = ticket;
  return notice.kind === 'new_ticket'
    ? {
        recipient,
        language,
        message: newTicketNoticeMessage,
        data: {
          link,
          subject,
          name: ticket.name,
          email,
          verified: ticket.isVerified ? 'yes' : 'no',
          description: ticket.description,
          ...(notice.files && { files: notice.files }),
        },
      }
    : {
        recipient,
        language,
        message: customerReplyNoticeMessage,
        data: { link, subject, email, reply: notice.reply, ...(notice.files && { files: notice.files }) },
      };
}
