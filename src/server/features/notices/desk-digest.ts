import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers, deskDigestTickets, tickets } from '#server/db/schema.ts';
import {
  type DigestTicket,
  newTicketsDigestMessage,
  siteLink,
  writeMail,
} from '#server/features/mail/index.ts';
import { pagePaths } from '#shared/routes.ts';
import { notifiedAdmin } from './desk-notices.ts';

/** The graphile-worker task that mails an admin the new tickets waiting for their digest. */
export const DESK_DIGEST_TASK = 'desk_digest';

/** A digest lists this many tickets, the first to arrive, and says how many more wait on the desk. */
export const DIGEST_TICKETS_LISTED = 20;

/**
 * Mails the admin one message listing the new tickets waiting for their digest, and takes those tickets
 * off the list in the same transaction: run again, it finds nothing and sends nothing. An admin who
 * turned notifications off or was deactivated meanwhile gets nothing; the digest counts as their latest
 * message.
 */
export async function sendDeskDigest(
  db: Database,
  deps: Pick<AppDeps, 'env' | 'logger'>,
  adminId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const taken = await tx
      .delete(deskDigestTickets)
      .where(eq(deskDigestTickets.adminId, adminId))
      .returning({ ticketId: deskDigestTickets.ticketId });
    if (taken.length === 0) return;
    const [admin] = await tx
      .update(adminUsers)
      .set({ newTicketsToldAt: now })
      .where(and(eq(adminUsers.id, adminId), notifiedAdmin))
      .returning({ email: adminUsers.email, language: adminUsers.language });
    if (!admin) return;
    const { language } = admin;
    const rows = await tx
      .select({
        id: tickets.id,
        subject: tickets.subject,
        name: tickets.name,
        email: tickets.email,
        isVerified: tickets.isVerified,
      })
      .from(tickets)
      .where(
        inArray(
          tickets.id,
          taken.map((row) => row.ticketId),
        ),
      )
      .orderBy(asc(tickets.createdAt), asc(tickets.id))
      .limit(DIGEST_TICKETS_LISTED);
    const list: DigestTicket[] = rows.map((ticket) => ({
      ...ticket,
      link: siteLink(deps.env, pagePaths.adminTickets, language, { ticket: ticket.id }),
    }));
    await writeMail(tx, deps, [
      {
        message: newTicketsDigestMessage,
        recipient: admin.email,
        language,
        data: {
          link: siteLink(deps.env, pagePaths.adminTickets, language),
          count: String(taken.length),
          tickets: JSON.stringify(list),
        },
      },
    ]);
  });
}
