import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { isForeignKeyViolation } from '#server/db/database-errors.ts';
import { ticketResponses } from '#server/db/schema.ts';
import type { AuditActor } from '#server/features/audit/index.ts';
import { notFound } from '#server/http/http-error.ts';
import type { TicketResponse } from '#shared/schemas/ticket.ts';
import { responseBody } from './responses.ts';
import { refuseIfNewSince } from './seen-responses.ts';
import { recordTicketEvent } from './ticket-events.ts';

/**
 * A note for the team on a ticket, closed or not, with its event. It is never shown, mailed or given to
 * the customer, and it neither bumps the ticket's last activity nor makes its author the assignee.
 */
export async function addNote(
  db: Database,
  note: { ticketId: string; text: string; author: AuditActor; seenResponses?: number },
  now: Date,
): Promise<TicketResponse> {
  const row = {
    id: randomUUID(),
    ticketId: note.ticketId,
    responseText: note.text,
    isFromAdmin: true,
    isInternal: true,
    adminId: note.author.id ?? null,
    createdAt: now,
    reopenedTicket: false,
    via: 'web' as const,
  };
  try {
    await db.transaction(async (tx) => {
      await refuseIfNewSince(tx, note.ticketId, note.seenResponses, row.id);
      await tx.insert(ticketResponses).values(row);
      const details = { responseId: row.id };
      await recordTicketEvent(tx, {
        kind: 'ticket.noted',
        ticketId: note.ticketId,
        actor: note.author,
        details,
        at: now,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('No such ticket.');
    throw error;
  }
  return responseBody(row);
}
