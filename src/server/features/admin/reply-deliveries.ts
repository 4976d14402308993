import { sql } from 'drizzle-orm';
import { auditEntries } from '#server/db/audit-entries.ts';
import type { Database } from '#server/db/client.ts';
import { mailBounces } from '#server/db/inbound-schema.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import { emailPasswords, mailOutbox, ticketResponses } from '#server/db/schema.ts';
import { ticketEventCursor } from '#server/db/ticket-event-cursor.ts';
import type { TicketRow } from '#server/features/tickets/index.ts';
import type { MailState } from '#shared/constants.ts';
import type { ReplyDelivery } from '#shared/schemas/admin-tickets.ts';

interface DeliveryRow {
  responseId: string;
  state: MailState | null;
  attempts: number | null;
  lastError: string | null;
  /** Its event's notices were written: no message then means none was meant to go. */
  reactedTo: boolean;
}

/** The customer's standing for messages: reply emails turned off, the address bounced since confirmed. */
interface Recipient {
  turnedOff: boolean;
  bounced: boolean;
}

/**
 * The delivery of each of the team's replies on `ticket` (internal notes are never mailed), from the
 * outbox message that carries it, and whether mail to the ticket's address bounced.
 */
export async function replyDeliveries(
  db: Database,
  ticket: Pick<TicketRow, 'id' | 'email'>,
): Promise<{ deliveries: ReplyDelivery[]; mailBounced: boolean }> {
  const [rows, [recipient]] = await Promise.all([
    rowsOf<DeliveryRow>(
      db,
      sql`select r.id as "responseId", m.state, m.attempts, m.last_error as "lastError",
        m.state is null and exists (
          select from ${auditEntries} e, ${ticketEventCursor} c
          where e.subject_id = ${ticket.id}::text and e.kind = 'ticket.replied'
            and e.details->>'responseId' = r.id::text
            and (e.transaction_id, e.id) <= (c.transaction_id, c.event_id)
        ) as "reactedTo"
      from ${ticketResponses} r
      left join lateral (
        select state, attempts, last_error from ${mailOutbox}
        where response_id = r.id order by created_at desc limit 1
      ) m on true
      where r.ticket_id = ${ticket.id} and r.is_from_admin and not r.is_internal
      order by r.created_at, r.id`,
    ),
    rowsOf<Recipient>(
      db,
      sql`select coalesce((select not notify_replies from ${emailPasswords} where email = ${ticket.email}), false)
          as "turnedOff",
        exists (
          select from ${mailBounces} b left join ${emailPasswords} p on p.email = b.email
          where b.email = ${ticket.email} and b.bounced_at > coalesce(p.verified_at, '-infinity')
        ) as "bounced"`,
    ),
  ]);
  const standing = recipient ?? { turnedOff: false, bounced: false };
  const deliveries = rows.map((row) => deliveryOf(row, standing));
  const mailBounced = standing.bounced || deliveries.some((delivery) => delivery.state === 'bounced');
  return { deliveries, mailBounced };
}

function deliveryOf(row: DeliveryRow, recipient: Recipient): ReplyDelivery {
  const { responseId, lastError: detail } = row;
  switch (row.state) {
    case 'sent':
      return { responseId, state: 'sent', reason: null, detail: null };
    case 'queued':
      return { responseId, state: 'queued', reason: row.attempts ? 'retrying' : null, detail };
    case 'bounced':
      // A refusal at sending leaves the server's answer; a bounce report leaves none.
      return { responseId, state: 'bounced', reason: detail ? 'refused' : null, detail };
    case 'kept':
      return { responseId, state: 'not_sent', reason: 'no_smtp', detail: null };
    case 'failed':
      return { responseId, state: 'not_sent', reason: 'gave_up', detail };
    default:
      if (!row.reactedTo) return { responseId, state: 'queued', reason: null, detail: null };
      return { responseId, state: 'not_sent', reason: unwrittenReason(recipient), detail: null };
  }
}

function unwrittenReason(recipient: Recipient): ReplyDelivery['reason'] {
  if (recipient.turnedOff) return 'turned_off';
  return recipient.bounced ? 'address_bounced' : 'not_written';
}
