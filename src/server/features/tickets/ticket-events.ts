import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditEntries } from '#server/db/schema.ts';
import { type AuditActor, auditEntryValues } from '#server/features/audit/index.ts';
import type { TicketEventKind, TicketStatus } from '#shared/constants.ts';

/** What each kind of event records beside its ticket, actor and time. */
export interface TicketEventDetails {
  /**
   * Whether its acknowledgement goes: decided when it is filed (a confirmed address; by email, also
   * within the acknowledgements' limit), not when the reaction runs, by which time a first ticket's
   * address may have been confirmed. Absent on older events. A ticket opened by email says so.
   */
  'ticket.created': { acknowledged?: boolean; via?: 'email' };
  /** `via` is there for a reply that came by email. */
  'ticket.replied': { responseId: string; via?: 'email' };
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

/**
 * Appends the event to the audit trail in `tx`, the transaction that makes the change: the change and
 * its record commit together or not at all, and the reactions follow the event once it has committed
 * (`ticket-event-queue.ts`).
 */
export async function recordTicketEvent<Kind extends TicketEventKind>(
  tx: Database,
  event: TicketEvent<Kind>,
): Promise<void> {
  const { ticketId, ...entry } = event;
  await tx.insert(auditEntries).values({
    ...auditEntryValues({ ...entry, subject: { type: 'ticket', id: ticketId } }),
    transactionId: sql`pg_current_xact_id()`,
  });
}
