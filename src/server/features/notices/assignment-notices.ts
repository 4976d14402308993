import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers, type auditEntries } from '#server/db/schema.ts';
import { type OutgoingMail, siteLink, ticketAssignedMessage } from '#server/features/mail/index.ts';
import type { TicketEventDetails, TicketRow } from '#server/features/tickets/index.ts';
import { pagePaths } from '#shared/routes.ts';

type Event = typeof auditEntries.$inferSelect;

/**
 * The new assignee hears of a ticket someone else assigned them (not one they took, nor one they got by
 * answering it first), if they are active and their notifications are on.
 */
export async function assignmentNotices(
  tx: Database,
  deps: Pick<AppDeps, 'env'>,
  event: Event,
  ticket: TicketRow,
): Promise<OutgoingMail[]> {
  const { to } = event.details as TicketEventDetails['ticket.assigned'];
  if (!to || to === event.actorId) return [];
  const [assignee] = await tx
    .select({ email: adminUsers.email, language: adminUsers.language })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, to), eq(adminUsers.notifications, true), isNull(adminUsers.deactivatedAt)));
  if (!assignee) return [];
  const [by] = await tx
    .select({ name: adminUsers.displayName, email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.id, event.actorId ?? to));
  const link = siteLink(deps.env, pagePaths.adminTickets, assignee.language, { ticket: ticket.id });
  return [
    {
      recipient: assignee.email,
      language: assignee.language,
      message: ticketAssignedMessage,
      data: { link, subject: ticket.subject, by: by?.name || by?.email || event.actorName || '' },
    },
  ];
}
