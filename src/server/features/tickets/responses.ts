import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { ticketResponses, tickets } from '#server/db/schema.ts';
import { HttpError, notFound } from '#server/http/http-error.ts';
import type { TicketResponse } from '#shared/schemas/ticket.ts';

type ResponseRow = typeof ticketResponses.$inferSelect;

/** Who wrote a response: set by the server from the session, never taken from the request. */
export interface ResponseAuthor {
  isFromAdmin: boolean;
  adminId: string | null;
}

export interface NewResponse {
  ticketId: string;
  text: string;
  author: ResponseAuthor;
}

const ticketClosed = () =>
  new HttpError(409, 'ticket_closed', 'This ticket is closed and no longer accepts responses.');

function responseBody(row: ResponseRow): TicketResponse {
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
 * Adds a response and bumps the ticket's updated_at. The ticket row is locked first, so a response
 * cannot slip in after a concurrent close: a closed ticket answers 409 `ticket_closed`. One statement,
 * so the lock is held for one round trip to the database rather than four: replies to one busy ticket
 * queue behind each other for that long.
 */
export async function addResponse(db: Database, response: NewResponse, now: Date): Promise<TicketResponse> {
  const { ticketId, text, author } = response;
  const at = now.toISOString();
  const rows = (await db.execute(sql`
    with target as (
      select ${tickets.id}, ${tickets.status} from ${tickets} where ${tickets.id} = ${ticketId} for update
    ), inserted as (
      insert into ${ticketResponses} (ticket_id, response_text, is_from_admin, admin_id, created_at)
      select id, ${text}::text, ${author.isFromAdmin}::boolean, ${author.adminId}::uuid, ${at}::timestamptz
      from target where status <> 'closed'
      returning id, ticket_id
    ), bumped as (
      update ${tickets} set updated_at = ${at}::timestamptz where id in (select ticket_id from inserted)
    )
    select target.status, inserted.id from target left join inserted on true`)) as unknown as {
    status: string;
    id: string | null;
  }[];
  const [row] = rows;
  if (!row) throw notFound('No such ticket.');
  if (!row.id) throw ticketClosed();
  return { id: row.id, ticketId, text, isFromAdmin: author.isFromAdmin, createdAt: now.toISOString() };
}
