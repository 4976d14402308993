import { z } from 'zod';
import { ticketSchema } from '#shared/schemas/ticket.ts';

/** GET /tickets: one page of the signed-in customer's tickets, newest created first. */
export const myTicketsPageSchema = z.object({
  tickets: z.array(ticketSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export type MyTicketsPage = z.infer<typeof myTicketsPageSchema>;

/** A customer may only close a ticket; any other status is a 400. */
export const updateMyTicketRequestSchema = z.object({ status: z.literal('closed') });

export type UpdateMyTicketRequest = z.infer<typeof updateMyTicketRequestSchema>;
