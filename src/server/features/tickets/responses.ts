import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { isForeignKeyViolation } from '#server/db/database-errors.ts';
import { adminUsers, ticketResponses, tickets } from '#server/db/schema.ts';
import { statementsPerShape } from '#server/db/statements-per-shape.ts';
import { attachUploads } from '#server/features/attachments/index.ts';
import type { AuditActor } from '#server/features/audit/index.ts';
import { HttpError, notFound } from '#server/http/http-error.ts';
import type { ResponseChannel } from '#shared/constants.ts';
import type { TicketResponse } from '#shared/schemas/ticket.ts';
import { takeIfUnassigned } from './assign-ticket.ts';
import { holdCloseLockShared } from './close-lock.ts';
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

/**
 * Adds a response and its event in one transaction, holding the ticket's close lock shared
 * (`holdCloseLockShared`): replies to one ticket never wait for each other, and none slips in after a
 * close. A ticket the caller may not answer answers 404, a closed one 409. A customer's reply to a
 * resolved ticket also reopens it, and says so on the reply and in a status event. Once committed, the
 * reply bumps the ticket's last activity in a statement of its own, so the ticket's row is locked only
 * for that statement, or not at all while another change holds it
 * (docs/decisions/replies-share-the-close-lock.md). The notice to the other side (the
 * customer of an admin's reply, the admins of a customer's) follows the event.
 */
export async function addResponse(db: Database, response: NewResponse, now: Date): Promise<TicketResponse> {
  try {
    const body = await db.transaction((tx) => writeResponse(tx, response, now));
    await bumpLastActivity(db, response.ticketId, now);
    return body;
  } catch (error) {
    // A missing ticket fails the response's foreign key.
    if (isForeignKeyViolation(error)) throw notFound('No such ticket.');
    throw error;
  }
}

/**
 * `addResponse`'s writes in `tx`, a transaction the caller owns (a received mail's, which also records
 * the mail's outcome): without a savepoint of their own, and without the bump, which the caller sends
 * with its last write (docs/decisions/inbound-throughput.md).
 */
export async function writeResponse(tx: Database, response: NewResponse, now: Date): Promise<TicketResponse> {
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
  const [, [ticket], reopened] = await Promise.all([
    holdCloseLockShared(tx, ticketId),
    tx.select({ status: tickets.status }).from(tickets).where(replyable),
    byAdmin ? [] : reopen(tx, replyable, now),
    tx.insert(ticketResponses).values(added),
    recordTicketEvent(tx, {
      kind: 'ticket.replied',
      ticketId,
      actor: author,
      details: via === 'email' ? { responseId: added.id, via } : { responseId: added.id },
      at: now,
    }),
  ]);
  if (!ticket) throw notFound('No such ticket.');
  if (ticket.status === 'closed') throw ticketClosed();
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
}

/**
 * Never moves back: a reply older than the ticket's last activity changes nothing. A reply that finds
 * another change holding the row (another reply's bump, mostly) skips its own instead of queueing
 * behind it (docs/decisions/replies-share-the-close-lock.md). Built once per database, like the session
 * lookup: it runs after every reply, outside its transaction.
 */
const bumpStatement = statementsPerShape((db: Database) => {
  const unlockedAndOlder = db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.id, sql.placeholder('ticketId')), lt(tickets.updatedAt, sql.placeholder('now'))))
    .for('no key update', { skipLocked: true });
  return db
    .update(tickets)
    .set({ updatedAt: sql`${sql.placeholder('now')}` })
    .where(inArray(tickets.id, unlockedAndOlder))
    .prepare('bump_last_activity');
});

/** Moves the ticket's last activity to `now` (see `bumpStatement`). */
export async function bumpLastActivity(db: Database, ticketId: string, now: Date): Promise<void> {
  await bumpStatement(db, {}).execute({ ticketId, now: now.toISOString() });
}

/** Moves the ticket from resolved back to open; matches nothing in any other status. */
function reopen(tx: Database, replyable: SQL | undefined, now: Date) {
  return tx
    .update(tickets)
    .set({ status: 'open', updatedAt: now })
    .where(and(replyable, eq(tickets.status, 'resolved')))
    .returning({ id: tickets.id });
}
