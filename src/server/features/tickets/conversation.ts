import type { Database } from '#server/db/client.ts';
import { listAttachments } from '#server/features/attachments/index.ts';
import type { TicketWithResponses } from '#shared/schemas/ticket.ts';
import { type Audience, listResponses } from './responses.ts';
import { type TicketRow, ticketBody } from './ticket-body.ts';

/** A ticket as it is read: its conversation, oldest first, and every file in it. The caller may read it. */
export async function conversation(
  db: Database,
  ticket: TicketRow,
  audience: Audience,
): Promise<TicketWithResponses> {
  const [responses, attachments] = await Promise.all([
    listResponses(db, ticket.id, audience),
    listAttachments(db, ticket.id),
  ]);
  return { ticket: ticketBody(ticket), responses, attachments };
}
