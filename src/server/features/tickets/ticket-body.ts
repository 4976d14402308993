import type { tickets } from '#server/db/schema.ts';
import type { Ticket } from '#shared/schemas/ticket.ts';

/** A ticket as the app handles it; the search text exists for the database's index only. */
export type TicketRow = Omit<typeof tickets.$inferSelect, 'searchText'>;

/** A ticket row as the API shows it (ticketSchema). */
export function ticketBody(row: TicketRow): Ticket {
  return {
    id: row.id,
    subject: row.subject,
    description: row.description,
    status: row.status,
    name: row.name,
    email: row.email,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
