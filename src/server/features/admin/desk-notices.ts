import { and, eq, gt, inArray, notExists } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers, mailOutbox } from '#server/db/schema.ts';
import { type OutgoingMail, queueMail } from '#server/features/mail/outbox.ts';
import { siteLink } from '#server/features/mail/site-links.ts';
import type { TicketRow } from '#server/features/tickets/ticket-body.ts';
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
 * Tells every admin whose notifications are on about a new ticket or a customer's reply, in the
 * transaction `db` of that event; an admin already told about this ticket lately is skipped.
 */
export async function queueDeskNotices(
  db: Database,
  deps: Pick<AppDeps, 'env' | 'logger'>,
  notice: DeskNotice,
  now: Date,
): Promise<void> {
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
  const admins = await db
    .select({ email: adminUsers.email, language: adminUsers.language })
    .from(adminUsers)
    .where(and(eq(adminUsers.notifications, true), notExists(recentlyTold)));
  const mails = admins.map(({ email, language }): OutgoingMail => {
    const link = siteLink(deps.env, pagePaths.adminTickets, language);
    return notice.kind === 'new_ticket'
      ? {
          message: newTicketNoticeMessage,
          recipient: email,
          language,
          ticketId: ticket.id,
          data: {
            link,
            subject: ticket.subject,
            name: ticket.name,
            email: ticket.email,
            description: ticket.description,
          },
        }
      : {
          message: customerReplyNoticeMessage,
          recipient: email,
          language,
          ticketId: ticket.id,
          data: { link, subject: ticket.subject, email: ticket.email, reply: notice.reply },
        };
  });
  await queueMail(db, deps, mails);
}
