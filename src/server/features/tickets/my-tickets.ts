import { and, count, desc, eq, type Placeholder } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { tickets } from '#server/db/schema.ts';
import type { AuditActor } from '#server/features/audit/index.ts';
import { notFound } from '#server/http/http-error.ts';
import { PAGE_SIZE } from '#shared/constants.ts';
import type { MyTicketsPage } from '#shared/schemas/my-tickets.ts';
import { changeTicketStatus } from './change-status.ts';
import { deleteTicket } from './delete-ticket.ts';
import { type TicketRow, ticketBody } from './ticket-body.ts';

// Another customer's ticket answers exactly like a missing one, so ids reveal nothing.
const noSuchTicket = () => notFound('No such ticket.');

/** What a customer may see: the tickets filed under their (lowercased) email, verified or not. */
export function ownedBy(email: string | Placeholder) {
  return eq(tickets.email, email);
}

/** One page of the customer's tickets, newest created first (served by tickets_email_created_at_idx). */
export async function listMyTickets(db: Database, email: string, page: number): Promise<MyTicketsPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tickets)
      .where(ownedBy(email))
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ count: count() }).from(tickets).where(ownedBy(email)),
  ]);
  return { tickets: rows.map(ticketBody), page, pageSize: PAGE_SIZE, total: total?.count ?? 0 };
}

export async function findMyTicket(db: Database, email: string, id: string): Promise<TicketRow> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), ownedBy(email)))
    .limit(1);
  if (!row) throw noSuchTicket();
  return row;
}

/** 'Yes, I filed this': the customer vouches for a ticket filed in their name without signing in. */
export async function verifyMyTicket(db: Database, email: string, id: string): Promise<TicketRow> {
  const [row] = await db
    .update(tickets)
    .set({ isVerified: true })
    .where(and(eq(tickets.id, id), ownedBy(email)))
    .returning();
  if (!row) throw noSuchTicket();
  return row;
}

/** 'Not mine': the customer removes a ticket filed in their name without signing in; audited. */
export async function disownMyTicket(db: Database, email: string, id: string, actor: AuditActor, now: Date) {
  await deleteTicket(db, id, actor, now, and(ownedBy(email), eq(tickets.isVerified, false)));
}

export async function closeMyTicket(
  db: Database,
  email: string,
  id: string,
  actor: AuditActor,
  now: Date,
): Promise<TicketRow> {
  const row = await changeTicketStatus(db, and(eq(tickets.id, id), ownedBy(email)), 'closed', actor, now);
  if (!row) throw noSuchTicket();
  return row;
}
