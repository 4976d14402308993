import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { insertForEachRow, type RowInputs } from '#server/db/insert-for-each-row.ts';
import { ticketResponses, tickets } from '#server/db/schema.ts';
import { statementsPerShape } from '#server/db/statements-per-shape.ts';
import {
  deskNoticeContent,
  deskNoticeKind,
  deskNoticeRecipients,
  deskNoticeSince,
} from '#server/features/admin/desk-notices.ts';
import { type AuditActor, auditEntryIfAny } from '#server/features/audit/record-audit.ts';
import {
  deliversMail,
  mailContentInputs,
  mailContentValues,
  mailSteps,
  reportWrittenMail,
} from '#server/features/mail/outbox.ts';
import { HttpError, notFound } from '#server/http/http-error.ts';
import type { TicketResponse } from '#shared/schemas/ticket.ts';
import { customerNoticeContent, customerNoticeKind, customerNoticeRecipients } from './customer-notices.ts';
import { ownedBy } from './my-tickets.ts';

type ResponseRow = typeof ticketResponses.$inferSelect;

export interface NewResponse {
  ticketId: string;
  /** The customer whose own ticket it must be (any other answers 404); none for an admin's reply. */
  owner?: string;
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

/** What decides a reply's statements: whose tickets it may answer, who writes it, whether mail is sent. */
interface ReplyShape {
  ownTicket: boolean;
  byAdmin: boolean;
  delivering: boolean;
}

/** The statements' inputs, named; `addResponse` gives their values. */
const input = {
  ticketId: sql.placeholder('ticketId'),
  owner: sql.placeholder('owner'),
  responseId: sql.placeholder('responseId'),
  text: sql.placeholder('text'),
  adminId: sql.placeholder('adminId'),
  now: sql.placeholder('now'),
  actorName: sql.placeholder('actorName'),
  actorAddress: sql.placeholder('actorAddress'),
  details: sql.placeholder('details'),
  /** The notice's: its recipient and language (an admin's reply), or since when admins told count. */
  senderEmail: sql.placeholder('senderEmail'),
  senderLanguage: sql.placeholder('senderLanguage'),
  noticeSince: sql.placeholder('noticeSince'),
};

const replyable = (shape: Pick<ReplyShape, 'ownTicket'>) =>
  and(eq(tickets.id, input.ticketId), shape.ownTicket ? ownedBy(input.owner) : undefined);

/** The ticket, read unlocked for what the notice says (its subject and sender never change). */
const ticketToAnswer = statementsPerShape((db, shape: Pick<ReplyShape, 'ownTicket'>) =>
  db
    .select()
    .from(tickets)
    .where(replyable(shape))
    .limit(1)
    .prepare(`reply_ticket_${JSON.stringify(shape)}`),
);

/**
 * The reply's one statement: lock, insert, bump, audit, notice. It locks the ticket row first, so a
 * response cannot slip in after a concurrent close (a closed ticket answers 409 `ticket_closed`, one the
 * caller may not answer 404), and the row stays locked for one round trip.
 */
const replyStatement = statementsPerShape((db, shape: ReplyShape) => {
  const ticket = db
    .$with('ticket')
    .as(db.select({ status: tickets.status }).from(tickets).where(replyable(shape)).for('update'));
  const row: RowInputs<typeof ticketResponses> = {
    id: input.responseId,
    ticketId: input.ticketId,
    responseText: input.text,
    isFromAdmin: shape.byAdmin,
    adminId: shape.byAdmin ? input.adminId : null,
    createdAt: input.now,
  };
  const added = db
    .$with('added', { id: sql<string>`id` })
    .as(
      sql`${insertForEachRow(ticketResponses, row, sql`${ticket} where ${ticket.status} <> 'closed'`)} returning id`,
    );
  const wasAdded = sql`exists (select from ${added})`;
  const bumped = db.$with('bumped').as(
    db
      .update(tickets)
      .set({ updatedAt: sql`${sql.param(input.now, tickets.updatedAt)}` })
      .where(and(eq(tickets.id, input.ticketId), wasAdded)),
  );
  const audited = db.$with('audited', {}).as(
    auditEntryIfAny(sql`${added}`, {
      kind: 'ticket.replied',
      actor: {
        type: shape.byAdmin ? 'admin' : 'customer',
        id: shape.byAdmin ? input.adminId : null,
        name: input.actorName,
        address: input.actorAddress,
      },
      subject: { type: 'ticket', id: input.ticketId },
      details: input.details,
      at: input.now,
    }),
  );
  const told = mailSteps(db, shape.delivering, {
    kind: shape.byAdmin ? customerNoticeKind('reply') : deskNoticeKind('customer_reply'),
    recipients: shape.byAdmin
      ? customerNoticeRecipients(
          db,
          'reply',
          { email: input.senderEmail, language: input.senderLanguage },
          wasAdded,
        )
      : deskNoticeRecipients(db, input.ticketId, input.noticeSince, wasAdded),
    ticketId: input.ticketId,
    content: mailContentInputs,
  });
  return db
    .with(ticket, added, bumped, audited, ...told.steps)
    .select({ added: sql<boolean>`${wasAdded}`, written: told.written })
    .from(ticket)
    .prepare(`reply_${JSON.stringify(shape)}`);
});

/**
 * Adds a response, bumps the ticket's updated_at, records the reply in the audit trail and tells the
 * other side (the customer of an admin's reply, the admins of a customer's). The ticket is read first,
 * for what the notice says; the rest is one statement. Both are built once per shape.
 */
export async function addResponse(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger'>,
  response: NewResponse,
  now: Date,
): Promise<TicketResponse> {
  const { db } = deps;
  const { ticketId, author, text } = response;
  const shape: ReplyShape = {
    ownTicket: response.owner !== undefined,
    byAdmin: author.type === 'admin',
    delivering: deliversMail(deps.env),
  };
  const [about] = await ticketToAnswer(db, { ownTicket: shape.ownTicket }).execute({
    ticketId,
    owner: response.owner,
  });
  if (!about) throw notFound('No such ticket.');
  const responseId = randomUUID();
  const content = shape.byAdmin
    ? customerNoticeContent(deps, { kind: 'reply', ticket: about, reply: text })
    : deskNoticeContent(deps, { kind: 'customer_reply', ticket: about, reply: text });
  const [outcome] = await replyStatement(db, shape).execute({
    ticketId,
    owner: response.owner,
    responseId,
    text,
    adminId: author.id ?? null,
    now,
    actorName: author.name ?? null,
    actorAddress: author.address ?? null,
    details: { responseId },
    senderEmail: about.email,
    senderLanguage: about.language,
    noticeSince: deskNoticeSince(now),
    ...mailContentValues(content),
  });
  if (!outcome) throw notFound('No such ticket.');
  if (!outcome.added) throw ticketClosed();
  reportWrittenMail(deps, outcome.written);
  return responseBody({
    id: responseId,
    ticketId,
    responseText: text,
    isFromAdmin: shape.byAdmin,
    adminId: shape.byAdmin ? (author.id ?? null) : null,
    createdAt: now,
  });
}
