import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { ticketResponses, tickets } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';

/**
 * Refuses a desk reply or note written while the conversation showed `seen` messages if the ticket has
 * more by now, besides `own` (the one being added). The ticket's row is locked first, so of two replies
 * sent on the same view the second waits for the first, counts it and is refused
 * (docs/decisions/a-new-reply-arrived.md). Without `seen` nothing is checked.
 */
export async function refuseIfNewSince(
  tx: Database,
  ticketId: string,
  seen: number | undefined,
  own: string,
): Promise<void> {
  if (seen === undefined) return;
  await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, ticketId)).for('no key update');
  const [row] = await tx
    .select({ n: count() })
    .from(ticketResponses)
    .where(and(eq(ticketResponses.ticketId, ticketId), ne(ticketResponses.id, own)));
  if ((row?.n ?? 0) > seen) throw new HttpError(409, 'ticket_changed', 'A new reply arrived.');
}
