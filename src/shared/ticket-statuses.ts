// Free of zod, so the browser's ticket desks do not load it.

export const ticketStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;

export type TicketStatus = (typeof ticketStatuses)[number];
