import { z } from 'zod';
import { ADMIN_SEARCH_MAX_LENGTH, deskViews } from '#shared/constants.ts';
import { languages } from '#shared/language.ts';
import {
  pageQuerySchema,
  ticketSchema,
  ticketStatusSchema,
  ticketWithResponsesSchema,
} from '#shared/schemas/ticket.ts';
import { typedText } from '#shared/schemas/typed-text.ts';

export const adminTicketListQuerySchema = pageQuerySchema.extend({
  /** Case-insensitive substring of the subject, email or name; `%`, `_` and `\` are taken literally. */
  search: typedText('Search')
    .trim()
    .max(ADMIN_SEARCH_MAX_LENGTH, `Search must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`)
    .optional()
    .transform((value) => value || undefined),
  status: ticketStatusSchema.optional(),
  /** Everything (the default), the signed-in member's tickets, or nobody's. */
  view: z.enum(deskViews).default('all'),
});

export type AdminTicketListQuery = z.infer<typeof adminTicketListQuerySchema>;

const assigneeSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** A ticket with its conversation, as the desk opens it: with its assignee. */
export const adminTicketDetailSchema = ticketWithResponsesSchema.extend({
  assignee: assigneeSchema,
  /** The customer's language: saved replies are inserted in it. */
  language: z.enum(languages),
});

export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;

export const adminTicketSchema = ticketSchema.extend({
  responseCount: z.number().int().min(0),
  /** Who wrote last: the customer (their ticket, or a reply) or the team (an admin's reply). */
  lastSpeaker: z.enum(['customer', 'team']),
  /** Whether the sender has confirmed their address through the emailed link. */
  emailConfirmed: z.boolean(),
  /** The one team member it is assigned to: their name (or email when they have none). */
  assignee: assigneeSchema,
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

/** Tickets in each view, every status: the view tabs' figures. */
export const deskViewCountsSchema = z.object({
  all: z.number().int(),
  mine: z.number().int(),
  unassigned: z.number().int(),
});

export type DeskViewCounts = z.infer<typeof deskViewCountsSchema>;

export const adminTicketListResponseSchema = z.object({
  tickets: z.array(adminTicketSchema),
  counts: ticketStatusCountsSchema,
  views: deskViewCountsSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Tickets matching the search and filter, for pagination; at most MATCHING_COUNT_CAP. */
  matching: z.number().int(),
  matchingCapped: z.boolean(),
});

export type AdminTicketListResponse = z.infer<typeof adminTicketListResponseSchema>;

export const updateAdminTicketRequestSchema = z.object({ status: ticketStatusSchema });

/** Who owns the ticket from now on; null: nobody. */
export const assignTicketRequestSchema = z.object({ assigneeId: z.uuid().nullable() });

export type AssignTicketRequest = z.infer<typeof assignTicketRequestSchema>;

export const assignTicketResponseSchema = z.object({ assignee: assigneeSchema });

export type UpdateAdminTicketRequest = z.infer<typeof updateAdminTicketRequestSchema>;
