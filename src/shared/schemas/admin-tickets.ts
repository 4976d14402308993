import { z } from 'zod';
import { ADMIN_SEARCH_MAX_LENGTH } from '#shared/constants.ts';
import { pageQuerySchema, ticketSchema, ticketStatusSchema } from '#shared/schemas/ticket.ts';
import { typedText } from '#shared/schemas/typed-text.ts';

export const adminTicketListQuerySchema = pageQuerySchema.extend({
  /** Case-insensitive substring of the subject, email or name; `%`, `_` and `\` are taken literally. */
  search: typedText('Search')
    .trim()
    .max(ADMIN_SEARCH_MAX_LENGTH, `Search must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`)
    .optional()
    .transform((value) => value || undefined),
  status: ticketStatusSchema.optional(),
});

export type AdminTicketListQuery = z.infer<typeof adminTicketListQuerySchema>;

export const adminTicketSchema = ticketSchema.extend({
  responseCount: z.number().int().min(0),
  /** Who wrote last: the customer (their ticket, or a reply) or the team (an admin's reply). */
  lastSpeaker: z.enum(['customer', 'team']),
  /** Whether the sender has confirmed their address through the emailed link. */
  emailConfirmed: z.boolean(),
});

export type AdminTicket = z.infer<typeof adminTicketSchema>;

/** Every verified ticket, whatever the search or filter: the desk's count cards. */
export const ticketStatusCountsSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  in_progress: z.number().int(),
  resolved: z.number().int(),
  closed: z.number().int(),
});

export type TicketStatusCounts = z.infer<typeof ticketStatusCountsSchema>;

export const adminTicketListResponseSchema = z.object({
  tickets: z.array(adminTicketSchema),
  counts: ticketStatusCountsSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Tickets matching the search and filter, for pagination; at most MATCHING_COUNT_CAP. */
  matching: z.number().int(),
  matchingCapped: z.boolean(),
});

export type AdminTicketListResponse = z.infer<typeof adminTicketListResponseSchema>;

export const updateAdminTicketRequestSchema = z.object({ status: ticketStatusSchema });

export type UpdateAdminTicketRequest = z.infer<typeof updateAdminTicketRequestSchema>;
