import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { TicketEventRow, TicketRow } from '#server/features/tickets/index.ts';
import type { TicketEventKind } from '#shared/constants.ts';

export const TICKET_EVENTS_CHANNEL = 'ticket_events';

/** What a NOTIFY on the ticket events' channel carries: enough to choose the streams it goes to. */
export interface AnnouncedEvent {
  ticketId: string;
  kind: TicketEventKind;
  /** The ticket's customer: their stream hears of it (not of a note). */
  email: string | null;
}

/**
 * Announces `events`, committed already, to every instance's live streams: one NOTIFY each, sent by the
 * reactions' turn as it reads them, with the tickets it read (docs/decisions/live-desk-by-notify.md).
 */
export async function announceTicketEvents(
  db: Database,
  events: TicketEventRow[],
  ticketsById: ReadonlyMap<string, Pick<TicketRow, 'email'>>,
): Promise<void> {
  const payloads = events.flatMap(({ subjectId, kind, details }) => {
    if (!subjectId) return [];
    const owner = ticketsById.get(subjectId)?.email;
    const email = owner ?? (typeof details.email === 'string' ? details.email : null);
    const announced: AnnouncedEvent = { ticketId: subjectId, kind: kind as TicketEventKind, email };
    return [sql`${JSON.stringify(announced)}`];
  });
  if (payloads.length === 0) return;
  await db.execute(
    sql`select pg_notify(${TICKET_EVENTS_CHANNEL}, payload) from unnest(array[${sql.join(payloads, sql`, `)}]::text[]) as payload`,
  );
}
