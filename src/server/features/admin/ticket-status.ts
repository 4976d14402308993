import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, tickets } from '#server/db/schema.ts';
import type { AuditActor } from '#server/features/audit/index.ts';
import type { TicketRow } from '#server/features/tickets/index.ts';
import { changeTicketStatus } from '#server/features/tickets/index.ts';
import { notFound } from '#server/http/http-error.ts';
import type { TicketStatus } from '#shared/constants.ts';

const noSuchTicket = () => notFound('No such ticket.');

const visible = (id: string) => eq(tickets.id, id);

export async function findAdminTicket(db: Database, id: string): Promise<TicketRow> {
  const [row] = await db.select().from(tickets).where(visible(id)).limit(1);
  if (!row) throw noSuchTicket();
  return row;
}

/** A ticket's assignee as the desk names them (their email when they have no name). */
export async function assigneeOf(db: Database, id: string | null) {
  if (!id) return null;
  const [member] = await db
    .select({ id: adminUsers.id, name: adminUsers.displayName, email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  return member ? { id: member.id, name: member.name || member.email } : null;
}

/** Admins may move a ticket from any status to any other, reopening a closed one included. */
export async function setTicketStatus(
  db: Database,
  id: string,
  status: TicketStatus,
  actor: AuditActor,
  now: Date,
): Promise<TicketRow> {
  const row = await changeTicketStatus(db, visible(id), status, actor, now);
  if (!row) throw noSuchTicket();
  return row;
}
