import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, tickets } from '#server/db/schema.ts';
import type { AuditActor } from '#server/features/audit/index.ts';
import type { TicketMatch } from './find-ticket.ts';

type Ticket = typeof tickets.$inferSelect;

/** Why a message that names a ticket is held for an admin rather than added. */
export type HoldReason =
  | 'unknown_sender'
  | 'member_deactivated'
  | 'not_own_reply_address'
  | 'authentication_failed'
  | 'ticket_closed'
  | 'ticket_gone'
  | 'empty';

export type Answer =
  | { added: true; ticket: Ticket; author: AuditActor }
  | { added: false; reason: HoldReason; ticketId?: string };

async function ticketOf(db: Database, match: TicketMatch): Promise<Ticket | undefined> {
  if (match.by === 'subject') return match.ticket;
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, match.ticketId));
  return ticket;
}

async function adminOf(db: Database, email: string) {
  const [admin] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, deactivatedAt: adminUsers.deactivatedAt })
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${email}`);
  return admin;
}

/**
 * Who may answer a ticket by email: its customer, from the ticket's address (however the message named
 * it, unless through an admin's reply address); a team member, from their own address through their own
 * reply address only, while their account is active. Anyone else, a deactivated member (a stranger to
 * the mailbox, as to the desk), and mail its receiving server found forged, is held.
 */
export async function whoAnswers(
  db: Database,
  match: TicketMatch,
  sender: string,
  authenticated: boolean,
): Promise<Answer> {
  const ticket = await ticketOf(db, match);
  if (!ticket) return { added: false, reason: 'ticket_gone' };
  const held = (reason: HoldReason): Answer => ({ added: false, reason, ticketId: ticket.id });
  if (!authenticated) return held('authentication_failed');
  const adminPrefix = match.by === 'reply_address' ? match.adminIdPrefix : undefined;
  if (sender === ticket.email) {
    return adminPrefix
      ? held('not_own_reply_address')
      : { added: true, ticket, author: { type: 'customer', name: sender } };
  }
  const admin = await adminOf(db, sender);
  if (!admin) return held('unknown_sender');
  if (admin.deactivatedAt !== null) return held('member_deactivated');
  if (!adminPrefix || !admin.id.startsWith(adminPrefix)) return held('not_own_reply_address');
  return { added: true, ticket, author: { type: 'admin', id: admin.id, name: admin.email } };
}
