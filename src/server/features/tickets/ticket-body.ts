import type { tickets } from '#server/db/schema.ts';
import type { Ticket } from '#shared/schemas/ticket.ts';

export type TicketRow = typeof tickets.$inferSelect;

/** A ticket row as the API shows it (ticketSchema). */
export function ticketBody(row: TicketRow): Ticket {
  return {
    id: row.id,
    subject: row.subject,
    description: row.description,
    status: row.status,
    name: row.name,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
