import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import { tickets } from '#server/db/schema.ts';
import type { Env } from '#server/env.ts';
import type { AuditActor } from '#server/features/audit/index.ts';
import { addResponse } from '#server/features/tickets/index.ts';
import { HttpError, notFound } from '#server/http/http-error.ts';
import { MAIL_PAGE_SIZE } from '#shared/constants.ts';
import type { InboundMessage, InboundPage } from '#shared/schemas/inbound.ts';
import { withMailNotes } from './mail-notes.ts';
import { storeFilesOf } from './mailed-files.ts';
import { readMailOffThread } from './read-mail-off-thread.ts';
import { NO_TEXT } from './reply-text.ts';
import { rawOf } from './store-inbound.ts';

type Row = typeof inboundMessages.$inferSelect;

function messageBody(row: Omit<Row, 'raw'>): InboundMessage {
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    source: row.source,
    sender: row.sender,
    subject: row.subject,
    outcome: row.outcome,
    reason: row.reason,
    error: row.error,
    ticketId: row.ticketId,
  };
}

const { raw: _raw, ...listed } = getTableColumns(inboundMessages);

/** One page of received messages, newest first, with what became of each. */
export async function listInbound(db: Database, env: Env, page: number): Promise<InboundPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(listed)
      .from(inboundMessages)
      .orderBy(sql`${inboundMessages.receivedAt} desc nulls last`, sql`${inboundMessages.id} desc nulls last`)
      .limit(MAIL_PAGE_SIZE)
      .offset((page - 1) * MAIL_PAGE_SIZE),
    db.select({ total: count() }).from(inboundMessages),
  ]);
  return {
    messages: rows.map(messageBody),
    page,
    pageSize: MAIL_PAGE_SIZE,
    total: counted?.total ?? 0,
    receiving: env.IMAP_URL !== undefined || env.INBOUND_SECRET !== undefined,
  };
}

/** A message as received, for an admin to read. */
export async function originalMessage(db: Database, id: string): Promise<Buffer> {
  const raw = await rawOf(db, id);
  if (!raw) throw notFound('No such message.');
  return raw;
}

const unreadable = () =>
  new HttpError(409, 'conflict', 'This message could not be read: open the original to copy its text.');

const notHeld = () => new HttpError(409, 'conflict', 'Only a held message can be added or discarded.');

/** A held message, locked in `tx` for the admin's decision. */
async function heldMessage(tx: Database, id: string): Promise<Omit<Row, 'raw'>> {
  const [row] = await tx.select(listed).from(inboundMessages).where(eq(inboundMessages.id, id)).for('update');
  if (!row) throw notFound('No such message.');
  if (row.outcome !== 'held') throw notHeld();
  return row;
}

/**
 * An admin adds a held message's new text and its files to a ticket, as its sender's (on the customer's
 * side of the conversation, marked as emailed). It keeps the reason it was held for.
 */
export async function addHeldMessage(
  { db, env }: { db: Database; env: Env },
  id: string,
  ticketId: string,
  now: Date,
): Promise<InboundMessage> {
  const raw = await rawOf(db, id);
  if (!raw) throw notFound('No such message.');
  const reading = await readMailOffThread(raw, env.INBOUND_READ_TIMEOUT_MS);
  if (!('read' in reading)) throw unreadable();
  const mail = reading.read;
  return db.transaction(async (tx) => {
    const row = await heldMessage(tx, id);
    const [ticket] = await tx
      .select({ language: tickets.language })
      .from(tickets)
      .where(eq(tickets.id, ticketId));
    if (!ticket) throw notFound('No such ticket.');
    const files = await storeFilesOf(tx, mail.parts, now);
    const text = withMailNotes(
      mail.reply.text || mail.subject || NO_TEXT,
      { cut: mail.reply.cut, refused: files.refused },
      ticket.language,
    );
    const author: AuditActor = { type: 'customer', name: mail.from?.address ?? null };
    const response = await addResponse(
      tx,
      { ticketId, text, author, via: 'email', files: files.tokens },
      now,
    );
    const [updated] = await tx
      .update(inboundMessages)
      .set({ outcome: 'added', ticketId, responseId: response.id })
      .where(eq(inboundMessages.id, id))
      .returning();
    return messageBody(updated ?? row);
  });
}

/** An admin discards a held message: it stays listed, as discarded, and adds nothing. */
export async function discardHeldMessage(db: Database, id: string): Promise<InboundMessage> {
  return db.transaction(async (tx) => {
    const row = await heldMessage(tx, id);
    const [updated] = await tx
      .update(inboundMessages)
      .set({ outcome: 'discarded' })
      .where(eq(inboundMessages.id, id))
      .returning();
    return messageBody(updated ?? row);
  });
}
