import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { ticketResponses, tickets } from '#server/db/schema.ts';
import { queueDeskNotices } from '#server/features/admin/desk-notices.ts';
import { type AuditActor, recordAudit } from '#server/features/audit/record-audit.ts';
import { HttpError, notFound } from '#server/http/http-error.ts';
import type { TicketResponse } from '#shared/schemas/ticket.ts';
import { queueCustomerNotice } from './customer-notices.ts';

type ResponseRow = typeof ticketResponses.$inferSelect;

export interface NewResponse {
  ticketId: string;
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
 * other side (the customer of an admin's reply, the admins of a customer's). The ticket row is locked
 * first, so a response cannot slip in after a concurrent close: a closed ticket answers 409
 * `ticket_closed`.
 */
export async function addResponse(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger'>,
  response: NewResponse,
  now: Date,
): Promise<TicketResponse> {
  return deps.db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, response.ticketId)).for('update');
    if (!ticket) throw notFound('No such ticket.');
    if (ticket.status === 'closed') throw ticketClosed();
    const { author } = response;
    const isFromAdmin = author.type === 'admin';
    const [row] = await tx
      .insert(ticketResponses)
      .values({
        ticketId: response.ticketId,
        responseText: response.text,
        isFromAdmin,
        adminId: isFromAdmin ? (author.id ?? null) : null,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('response insert returned no row');
    await tx.update(tickets).set({ updatedAt: now }).where(eq(tickets.id, response.ticketId));
    await recordAudit(tx, {
      kind: 'ticket.replied',
      actor: author,
      subject: { type: 'ticket', id: response.ticketId },
      details: { responseId: row.id },
      at: now,
    });
    if (isFromAdmin) await queueCustomerNotice(tx, deps, { kind: 'reply', ticket, reply: response.text });
    else await queueDeskNotices(tx, deps, { kind: 'customer_reply', ticket, reply: response.text }, now);
    return responseBody(row);
  });
}
