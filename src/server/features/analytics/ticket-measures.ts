import { sql } from 'drizzle-orm';
import type { BusinessHours } from '#server/business-hours.ts';
import type { Database } from '#server/db/client.ts';
import type { auditEntries } from '#server/db/schema.ts';
import type { EventOnTicket } from '#server/features/tickets/index.ts';

type Event = typeof auditEntries.$inferSelect;

/**
 * What can move a measure: a new ticket, a status change, and a team member's reply (the first
 * response). A customer's reply moves none; the reopening it may cause is a status change of its own.
 */
function movesAMeasure(event: Event): boolean {
  if (event.kind === 'ticket.replied') return event.actorType === 'admin';
  return event.kind === 'ticket.created' || event.kind === 'ticket.status_changed';
}

/**
 * The reaction that keeps tickets' measures, for business hours `hours`: it computes again the measures
 * of each ticket an event may have moved, once however many of its events the turn holds, from the
 * ticket's replies and status events (`refresh_ticket_measures`, migration 0020), so it may run twice,
 * or for events out of order, and still leave the same figures.
 */
export function ticketMeasuresReaction(hours: BusinessHours) {
  return async (tx: Database, events: readonly EventOnTicket[]): Promise<void> => {
    const moved = events.filter(({ event }) => movesAMeasure(event)).map(({ ticket }) => ticket.id);
    await refreshTicketMeasures(tx, [...new Set(moved)], hours);
  };
}

/** Computes again the measures of the tickets `ticketIds`, in one statement. */
export async function refreshTicketMeasures(
  db: Database,
  ticketIds: readonly string[],
  hours: BusinessHours,
) {
  if (ticketIds.length === 0) return;
  const days = sql.raw(`array[${hours.openDays.join(',')}]::integer[]`);
  await db.execute(
    sql`select refresh_ticket_measures(id, ${hours.zone}, ${hours.openMinute}::integer, ${hours.closeMinute}::integer, ${days})
      from unnest(${sql.param(ticketIds)}::uuid[]) as id`,
  );
}
