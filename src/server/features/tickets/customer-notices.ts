import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { emailPasswords } from '#server/db/schema.ts';
import { queueMail } from '#server/features/mail/outbox.ts';
import { siteLink } from '#server/features/mail/site-links.ts';
import { pagePaths } from '#shared/routes.ts';
import { replyNoticeMessage } from './reply-notice-message.tsx';
import { statusNoticeMessage } from './status-notice-message.tsx';
import type { TicketRow } from './ticket-body.ts';

type CustomerNotice =
  | { kind: 'reply'; ticket: TicketRow; reply: string }
  | { kind: 'status'; ticket: TicketRow; status: 'resolved' | 'closed' };

/**
 * Tells a ticket's sender about an admin's reply or a resolved or closed ticket, in the transaction
 * `db` of that change, in the ticket's language. Only a confirmed address is written to (anyone can
 * type someone else's), and only while that kind of message is on.
 */
export async function queueCustomerNotice(
  db: Database,
  deps: Pick<AppDeps, 'env' | 'logger'>,
  notice: CustomerNotice,
): Promise<void> {
  const { ticket } = notice;
  const wanted = notice.kind === 'reply' ? emailPasswords.notifyReplies : emailPasswords.notifyStatus;
  const [account] = await db
    .select({ email: emailPasswords.email })
    .from(emailPasswords)
    .where(
      and(eq(emailPasswords.email, ticket.email), isNotNull(emailPasswords.verifiedAt), eq(wanted, true)),
    )
    .limit(1);
  if (!account) return;
  const link = siteLink(deps.env, pagePaths.myTickets, ticket.language, { ticket: ticket.id });
  const common = { recipient: ticket.email, language: ticket.language, ticketId: ticket.id };
  await queueMail(db, deps, [
    notice.kind === 'reply'
      ? {
          ...common,
          message: replyNoticeMessage,
          data: { link, subject: ticket.subject, reply: notice.reply },
        }
      : {
          ...common,
          message: statusNoticeMessage,
          data: { link, subject: ticket.subject, status: notice.status },
        },
  ]);
}
