import { randomUUID } from 'node:crypto';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { insertForEachRow } from '#server/db/insert-for-each-row.ts';
import { ticketResponses, tickets } from '#server/db/schema.ts';
import { queueDeskNotices } from '#server/features/admin/desk-notices.ts';
import { type AuditActor, auditEntryIfAny } from '#server/features/audit/record-audit.ts';
import { HttpError, notFound } from '#server/http/http-error.ts';
import type { TicketResponse } from '#shared/schemas/ticket.ts';
import { queueCustomerNotice } from './customer-notices.ts';

type ResponseRow = typeof ticketResponses.$inferSelect;

export interface NewResponse {
  ticketId: string;
  /** Who may answer this ticket (their own for a customer): a ticket it hides answers 404. */
  visible: SQL | undefined;
  text: string;
  /** Who writes it, from the session (never from the request): sets is_from_admin and admin_id. */
  author: AuditActor;
}

const ticketClosed = () =>
  new HttpError(409, 'ticket_closed', 'This ticket is closed and no longer accepts responses.');

export function responseBody(row: ResponseRow): TicketResponse {
  return {
    id: row.id,
    ticketId: row.ticketId,
    text: row.responseText,
    isFromAdmin: row.isFromAdmin,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A ticket's conversation, oldest first. The caller has already checked who may read the ticket. */
export async function listResponses(db: Database, ticketId: string): Promise<TicketResponse[]> {
  const rows = await db
    .select()
    .from(ticketResponses)
    .where(eq(ticketResponses.ticketId, ticketId))
    .orderBy(asc(ticketResponses.createdAt), asc(ticketResponses.id));
  return rows.map(responseBody);
}

/**
 * Adds a response, bumps the ticket's updated_at, records the reply in the audit trail and tells the
 * other side (the customer of an admin's reply, the admins of a customer's). The reply itself is one
 * statement that locks the ticket row first, so a response cannot slip in after a concurrent close (a
 * closed ticket answers 409 `ticket_closed`, one that `visible` hides 404), and the row stays locked for
 * one round trip: the notice is written before it, unlocked, and rolls back with a refused reply.
 */
export async function addResponse(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger'>,
  response: NewResponse,
  now: Date,
): Promise<TicketResponse> {
  return deps.db.transaction(async (tx) => {
    const [about] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, response.ticketId), response.visible))
      .limit(1);
    if (!about) throw notFound('No such ticket.');
    const reply = response.text;
    if (response.author.type === 'admin')
      await queueCustomerNotice(tx, deps, { kind: 'reply', ticket: about, reply });
    else await queueDeskNotices(tx, deps, { kind: 'customer_reply', ticket: about, reply }, now);
    return insertResponse(tx, response, now);
  });
}

/** The reply's one statement: lock, insert, bump, audit. */
async function insertResponse(db: Database, response: NewResponse, now: Date): Promise<TicketResponse> {
  const { ticketId, author } = response;
  const isFromAdmin = author.type === 'admin';
  const row: ResponseRow = {
    id: randomUUID(),
    ticketId,
    responseText: response.text,
    isFromAdmin,
    adminId: isFromAdmin ? (author.id ?? null) : null,
    createdAt: now,
  };
  const ticket = db.$with('ticket').as(
    db
      .select({ status: tickets.status })
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), response.visible))
      .for('update'),
  );
  const added = db
    .$with('added', { id: sql<string>`id` })
    .as(
      sql`${insertForEachRow(ticketResponses, row, sql`${ticket} where ${ticket.status} <> 'closed'`)} returning id`,
    );
  const wasAdded = sql`exists (select from ${added})`;
  const bumped = db.$with('bumped').as(
    db
      .update(tickets)
      .set({ updatedAt: now })
      .where(and(eq(tickets.id, ticketId), wasAdded)),
  );
  const audited = db.$with('audited', {}).as(
    auditEntryIfAny(sql`${added}`, {
      kind: 'ticket.replied',
      actor: author,
      subject: { type: 'ticket', id: ticketId },
      details: { responseId: row.id },
      at: now,
    }),
  );
  const [outcome] = await db
    .with(ticket, added, bumped, audited)
    .select({ added: sql<boolean>`${wasAdded}` })
    .from(ticket);
  if (!outcome) throw notFound('No such ticket.');
  if (!outcome.added) throw ticketClosed();
  return responseBody(row);
}
