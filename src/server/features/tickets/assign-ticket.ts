import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, tickets } from '#server/db/schema.ts';
import type { AuditActor } from '#server/features/audit/index.ts';
import { conflict, notFound } from '#server/http/http-error.ts';
import { recordTicketEvent } from './ticket-events.ts';

export interface Assignee {
  id: string;
  /** Their display name, or their email when they have none. */
  name: string;
}

/** An active member who can own a ticket, locked so they are not deactivated while it is given to them. */
async function activeMember(tx: Database, id: string): Promise<Assignee> {
  const [member] = await tx
    .select({ id: adminUsers.id, name: adminUsers.displayName, email: adminUsers.email })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, id), isNull(adminUsers.deactivatedAt)))
    .for('share');
  if (!member)
    throw conflict('That team member cannot take tickets: there is none, or they are deactivated.');
  return { id: member.id, name: member.name || member.email };
}

/**
 * Gives the ticket to `assigneeId` (null: to nobody), one event when it changes hands; the ticket's row
 * is locked first, so two members assigning it at once are taken in turn and each change is recorded.
 */
export async function assignTicket(
  db: Database,
  ticketId: string,
  assigneeId: string | null,
  actor: AuditActor,
  now: Date,
): Promise<Assignee | null> {
  return db.transaction(async (tx) => {
    const assignee = assigneeId ? await activeMember(tx, assigneeId) : null;
    const [before] = await tx
      .select({ assigneeId: tickets.assigneeId })
      .from(tickets)
      .where(eq(tickets.id, ticketId))
      .for('update');
    if (!before) throw notFound('No such ticket.');
    if (before.assigneeId !== assigneeId) {
      await tx.update(tickets).set({ assigneeId }).where(eq(tickets.id, ticketId));
      const details = { from: before.assigneeId, to: assigneeId };
      await recordTicketEvent(tx, { kind: 'ticket.assigned', ticketId, actor, details, at: now });
    }
    return assignee;
  });
}

/** Whoever answers an unassigned ticket first becomes its assignee: in the reply's transaction, its event. */
export async function takeIfUnassigned(tx: Database, ticketId: string, actor: AuditActor, now: Date) {
  if (actor.type !== 'admin' || !actor.id) return;
  const [taken] = await tx
    .update(tickets)
    .set({ assigneeId: actor.id })
    .where(and(eq(tickets.id, ticketId), isNull(tickets.assigneeId)))
    .returning({ id: tickets.id });
  if (!taken) return;
  const details = { from: null, to: actor.id };
  await recordTicketEvent(tx, { kind: 'ticket.assigned', ticketId, actor, details, at: now });
}
