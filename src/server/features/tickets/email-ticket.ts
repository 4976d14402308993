import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import type { AuditActor } from '#server/features/audit/index.ts';
import { ticketLimits } from '#shared/constants.ts';
import type { Language } from '#shared/language.ts';
import { fileTicket } from './file-ticket.ts';
import type { TicketRow } from './ticket-body.ts';

export interface EmailedTicket {
  email: string;
  name: string;
  subject: string;
  description: string;
  language: Language;
}

/**
 * Opens a ticket from a message sent to the support address, in `tx`, with its event: unverified, as a
 * ticket filed without the customer's session (anyone can write any From). `acknowledged` says whether
 * its acknowledgement may go out (it is rate limited per address by the caller).
 */
export async function openEmailedTicket(
  tx: Database,
  fields: EmailedTicket,
  actor: AuditActor,
  acknowledged: boolean,
  now: Date,
): Promise<TicketRow> {
  const ticket: TicketRow = {
    ...fields,
    name: fields.name.slice(0, ticketLimits.name),
    subject: fields.subject.slice(0, ticketLimits.subject),
    description: fields.description.slice(0, ticketLimits.description),
    id: randomUUID(),
    status: 'open',
    isVerified: false,
    assigneeId: null,
    createdAt: now,
    updatedAt: now,
  };
  await fileTicket(tx, ticket, actor, { via: 'email', acknowledged });
  return ticket;
}
