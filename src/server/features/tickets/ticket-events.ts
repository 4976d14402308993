import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditEntries } from '#server/db/schema.ts';
import { type AuditActor, auditEntryValues } from '#server/features/audit/index.ts';
import type { TicketEventKind, TicketStatus } from '#shared/constants.ts';

/** The graphile-worker task that reacts to one ticket event, after the change commits. */
export const TICKET_EVENT_TASK = 'ticket_event';

/** What each kind of event records beside its ticket, actor and time. */
export interface TicketEventDetails {
  'ticket.created': Record<string, never>;
  'ticket.replied': { responseId: string };
  'ticket.status_changed': { from: TicketStatus; to: TicketStatus };
  /** Who filed it and its status, not its text: the ticket is gone. */
  'ticket.deleted': { email: string; status: TicketStatus };
  /** The member ids before and after; null: nobody. */
  'ticket.assigned': { from: string | null; to: string | null };
  /** A note for the team: no notice, the customer never sees it. */
  'ticket.noted': { responseId: string };
}

export interface TicketEvent<Kind extends TicketEventKind = TicketEventKind> {
  kind: Kind;
  ticketId: string;
  actor: AuditActor;
  details: TicketEventDetails[Kind];
  at: Date;
}

/** The job's payload: the event's id, from which the task reads everything else. */
export interface TicketEventJob {
  eventId: number;
}

/**
 * Appends the event to the audit trail and queues the job that reacts to it, in `tx`, the transaction
 * that makes the change: the change, its record and its reactions commit together or not at all.
 */
export async function recordTicketEvent<Kind extends TicketEventKind>(
  tx: Database,
  event: TicketEvent<Kind>,
): Promise<void> {
  const { ticketId, ...entry } = event;
  const recorded = tx.$with('recorded').as(
    tx
      .insert(auditEntries)
      .values(auditEntryValues({ ...entry, subject: { type: 'ticket', id: ticketId } }))
      .returning({ id: auditEntries.id }),
  );
  await tx
    .with(recorded)
    .select({
      job: sql`graphile_worker.add_job(${TICKET_EVENT_TASK}, json_build_object('eventId', ${recorded.id}))`,
    })
    .from(recorded);
}
