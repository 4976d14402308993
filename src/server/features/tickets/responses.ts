import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, type SQL, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { isForeignKeyViolation } from '#server/db/database-errors.ts';
import { adminUsers, ticketResponses, tickets } from '#server/db/schema.ts';
import { attachUploads } from '#server/features/attachments/index.ts';
import type { AuditActor } from '#server/features/audit/index.ts';
import { HttpError, notFound } from '#server/http/http-error.ts';
import type { ResponseChannel } from '#shared/constants.ts';
import type { TicketResponse } from '#shared/schemas/ticket.ts';
import { takeIfUnassigned } from './assign-ticket.ts';
import { ownedBy } from './my-tickets.ts';
import { refuseIfNewSince } from './seen-responses.ts';
import { recordTicketEvent } from './ticket-events.ts';

type ResponseRow = typeof ticketResponses.$inferSelect;

export interface NewResponse {
  ticketId: string;
  /** The customer whose own ticket it must be (any other answers 404); none for an admin's reply. */
  owner?: string;
  text: string;
  /** Who writes it, from the session (never from the request): sets is_from_admin and admin_id. */
  author: AuditActor;
  /** An emailed reply says so, in its row and its event; the default is the site. */
  via?: ResponseChannel;
  /** The tokens of the uploads it brings. */
  files?: readonly string[];
  /** A desk reply: how many messages its writer saw (`refuseIfNewSince`). */
  seenResponses?: number;
}

const ticketClosed = () =>
  new HttpError(409, 'ticket_closed', 'This ticket is closed and no longer accepts responses.');

export function responseBody(row: ResponseRow, authorName: string | null = null): TicketResponse {
  return {
    id: row.id,
    ticketId: row.ticketId,
    text: row.responseText,
    isFromAdmin: row.isFromAdmin,
    via: row.via,
    createdAt: row.createdAt.toISOString(),
    reopenedTicket: row.reopenedTicket,
    authorName,
    internal: row.isInternal,
  };
}

/** Who reads the conversation: the team sees a member's email when they have no name, a customer never. */
export type Audience = 'desk' | 'customer';

/** The name a member's reply shows to `audience` (a deactivated member's replies keep theirs). */
function authorNameFor(audience: Audience, author: { name: string; email: string } | null): string | null {
  if (!author) return null;
  if (author.name) return author.name;
  return audience === 'desk' ? author.email : null;
}

/** A ticket's conversation, oldest first. The caller has already checked who may read the ticket. */
export async function listResponses(
  db: Database,
  ticketId: string,
  audience: Audience,
): Promise<TicketResponse[]> {
  const rows = await db
    .select({ response: ticketResponses, author: { name: adminUsers.displayName, email: adminUsers.email } })
    .from(ticketResponses)
    .leftJoin(adminUsers, eq(adminUsers.id, ticketResponses.adminId))
    .where(
      and(
        eq(ticketResponses.ticketId, ticketId),
        audience === 'customer' ? eq(ticketResponses.isInternal, false) : undefined,
      ),
    )
    .orderBy(asc(ticketResponses.createdAt), asc(ticketResponses.id));
  return rows.map(({ response, author }) => responseBody(response, authorNameFor(audience, author)));
}

/** Why `replyable` refused a reply: a ticket the caller may not see answers 404, a closed one 409. */
async function refusal(db: Database, replyable: SQL | undefined): Promise<HttpError> {
  const [ticket] = await db.select({ status: tickets.status }).from(tickets).where(replyable);
  return ticket ? ticketClosed() : notFound('No such ticket.');
}

/**
 * Adds a response, its event and the bump of the ticket's updated_at, sent together in one
 * transaction; the bump matches only a ticket the caller may answer that is not closed, and if it
 * matches nothing the transaction rolls back and the answer says why (404 or 409). The bump waits for a
 * concurrent close to commit and then matches nothing, so no response slips in after a close; the
 * ticket's row is locked only for the bump and the commit, however many replies it gets at once. A
 * customer's reply to a resolved ticket also reopens it, and says so on the reply and in a status
 * event. The notice to the other side (the customer of an admin's reply, the admins of a customer's)
 * follows the event.
 */
export async function addResponse(db: Database, response: NewResponse, now: Date): Promise<TicketResponse> {
  const { ticketId, owner, author, text, via = 'web', files = [] } = response;
  const byAdmin = author.type === 'admin';
  const replyable = and(eq(tickets.id, ticketId), owner === undefined ? undefined : ownedBy(owner));
  const added: ResponseRow = {
    id: randomUUID(),
    ticketId,
    responseText: text,
    isFromAdmin: byAdmin,
    isInternal: false,
    adminId: byAdmin ? (author.id ?? null) : null,
    createdAt: now,
    reopenedTicket: false,
    via,
  };
  try {
    return await db.transaction(async (tx) => {
      const [reopened, , , bumped] = await Promise.all([
        byAdmin ? [] : reopen(tx, replyable, now),
        tx.insert(ticketResponses).values(added),
        recordTicketEvent(tx, {
          kind: 'ticket.replied',
          ticketId,
          actor: author,
          details: via === 'email' ? { responseId: added.id, via } : { responseId: added.id },
          at: now,
        }),
        tx
          .update(tickets)
          .set({ updatedAt: now })
          .where(and(replyable, ne(tickets.status, 'closed')))
          .returning({ id: tickets.id }),
      ]);
      if (bumped.length === 0) tx.rollback();
      await refuseIfNewSince(tx, ticketId, response.seenResponses, added.id);
      await takeIfUnassigned(tx, ticketId, author, now);
      await attachUploads(tx, files, { ticketId, responseId: added.id });
      if (reopened.length === 0) return responseBody(added);
      await Promise.all([
        tx.update(ticketResponses).set({ reopenedTicket: true }).where(eq(ticketResponses.id, added.id)),
        recordTicketEvent(tx, {
          kind: 'ticket.status_changed',
          ticketId,
          actor: author,
          details: { from: 'resolved', to: 'open' },
          at: now,
        }),
      ]);
      return responseBody({ ...added, reopenedTicket: true });
    });
  } catch (error) {
    // A missing ticket fails the response's foreign key; a refused bump rolls the transaction back.
    if (isForeignKeyViolation(error) || error instanceof TransactionRollbackError)
      throw await refusal(db, replyable);
    throw error;
  }
}

/** Moves the ticket from resolved back to open; matches nothing in any other status. */
function reopen(tx: Database, replyable: SQL | undefined, now: Date) {
  return tx
    .update(tickets)
    .set({ status: 'open', updatedAt: now })
    .where(and(replyable, eq(tickets.status, 'resolved')))
    .returning({ id: tickets.id });
}
