import { randomUUID } from 'node:crypto';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { insertForEachRow } from '#server/db/insert-for-each-row.ts';
import { ticketResponses, tickets } from '#server/db/schema.ts';
import { deskNoticeMail } from '#server/features/admin/desk-notices.ts';
import { type AuditActor, auditEntryIfAny } from '#server/features/audit/record-audit.ts';
import { type MailToEach, mailSteps, reportWrittenMail } from '#server/features/mail/outbox.ts';
import { HttpError, notFound } from '#server/http/http-error.ts';
import type { TicketResponse } from '#shared/schemas/ticket.ts';
import { customerNoticeMail } from './customer-notices.ts';

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
 * other side (the customer of an admin's reply, the admins of a customer's). The ticket is read first,
 * unlocked, for what the notice says (its subject and sender never change); the rest is one statement.
 */
export async function addResponse(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger'>,
  response: NewResponse,
  now: Date,
): Promise<TicketResponse> {
  const { db } = deps;
  const [about] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, response.ticketId), response.visible))
    .limit(1);
  if (!about) throw notFound('No such ticket.');
  const reply = response.text;
  const notice: ReplyNotice =
    response.author.type === 'admin'
      ? (added) => customerNoticeMail(db, deps, { kind: 'reply', ticket: about, reply }, added)
      : (added) => deskNoticeMail(db, deps, { kind: 'customer_reply', ticket: about, reply }, now, added);
  return insertResponse(deps, response, notice, now);
}

/** The message about a reply, written when `added` (whether the reply was) holds. */
type ReplyNotice = (added: SQL) => MailToEach;

/**
 * The reply's one statement: lock, insert, bump, audit, notice. It locks the ticket row first, so a
 * response cannot slip in after a concurrent close (a closed ticket answers 409 `ticket_closed`, one that
 * `visible` hides 404), and the row stays locked for one round trip.
 */
async function insertResponse(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger'>,
  response: NewResponse,
  notice: ReplyNotice,
  now: Date,
): Promise<TicketResponse> {
  const { db } = deps;
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
  const told = mailSteps(db, deps, notice(wasAdded));
  const [outcome] = await db
    .with(ticket, added, bumped, audited, ...told.steps)
    .select({ added: sql<boolean>`${wasAdded}`, written: told.written })
    .from(ticket);
  if (!outcome) throw notFound('No such ticket.');
  if (!outcome.added) throw ticketClosed();
  reportWrittenMail(deps, outcome.written);
  return responseBody(row);
}
