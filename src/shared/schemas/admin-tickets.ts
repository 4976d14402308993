import { z } from 'zod';
import { ADMIN_SEARCH_MAX_LENGTH, deskOrders, deskViews } from '#shared/constants.ts';
import { languages } from '#shared/language.ts';
import {
  addResponseRequestSchema,
  pageQuerySchema,
  ticketSchema,
  ticketStatusSchema,
  ticketWithResponsesSchema,
} from '#shared/schemas/ticket.ts';
import { typedText } from '#shared/schemas/typed-text.ts';

export const adminTicketListQuerySchema = pageQuerySchema.extend({
  /**
   * Words found in any order in the subject, email, name or description, case and accents ignored; `%`,
   * `_` and `\` are taken literally. A short id (`fac77359`) or a whole id also finds its ticket.
   */
  search: typedText('Search')
    .trim()
    .max(ADMIN_SEARCH_MAX_LENGTH, `Search must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`)
    .optional()
    .transform((value) => value || undefined),
  status: ticketStatusSchema.optional(),
  /** Everything (the default), the signed-in member's tickets, or nobody's. */
  view: z.enum(deskViews).default('all'),
  /** Newest activity first (the default) or newest ticket first; a search lists newest ticket first. */
  order: z.enum(deskOrders, { error: "Order must be 'activity' or 'created'." }).default('activity'),
});

export type AdminTicketListQuery = z.infer<typeof adminTicketListQuerySchema>;

/**
 * A desk member's reply or note. `seenResponses`: how many replies and notes the conversation showed
 * when it was written; if the ticket has more by then, it is refused with 409 `ticket_changed` ('A new
 * reply arrived'). Without it the reply is added whatever came meanwhile, as before
 * (docs/decisions/a-new-reply-arrived.md).
 */
export const deskResponseRequestSchema = addResponseRequestSchema.extend({
  seenResponses: z
    .int({ error: 'seenResponses must be a whole number.' })
    .min(0, 'seenResponses must not be negative.')
    .max(1_000_000, 'seenResponses must be at most 1000000.')
    .optional(),
});

export type DeskResponseRequest = z.infer<typeof deskResponseRequestSchema>;

const assigneeSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const replyDeliveryStates = ['queued', 'sent', 'bounced', 'not_sent'] as const;

/**
 * Why a reply's email is in its state: still being tried, refused by the mail server, no SMTP server,
 * retries used up, the customer turned reply emails off, the address bounced before, or never written
 * (a reply from before this was recorded).
 */
export const replyDeliveryReasons = [
  'retrying',
  'refused',
  'no_smtp',
  'gave_up',
  'turned_off',
  'address_bounced',
  'not_written',
] as const;

/** Whether the email carrying a team member's reply reached the customer's mail server, and why not. */
export const replyDeliverySchema = z.object({
  responseId: z.uuid(),
  state: z.enum(replyDeliveryStates),
  reason: z.enum(replyDeliveryReasons).nullable(),
  /** What the mail server last answered, in its own words. */
  detail: z.string().nullable(),
});

export type ReplyDelivery = z.infer<typeof replyDeliverySchema>;

/** A ticket with its conversation, as the desk opens it: with its assignee and its emails' delivery. */
export const adminTicketDetailSchema = ticketWithResponsesSchema.extend({
  assignee: assigneeSchema,
  /** The customer's language: saved replies are inserted in it. */
  language: z.enum(languages),
  /** One for each reply of the team to the customer (notes have none). */
  deliveries: z.array(replyDeliverySchema),
  /** An email to the ticket's address bounced: the customer may not be reading anything we send. */
  mailBounced: z.boolean(),
});

export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;

export const adminTicketSchema = ticketSchema.extend({
  responseCount: z.number().int().min(0),
  /** Who wrote last: the customer (their ticket, or a reply) or the team (an admin's reply). */
  lastSpeaker: z.enum(['customer', 'team']),
  /** Whether the sender has confirmed their address through the emailed link. */
  emailConfirmed: z.boolean(),
  /** Mail to the sender's address bounced for good since they last confirmed it. */
  mailBounced: z.boolean(),
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
  /** The order the page is in: 'created' for a search, whatever was asked (ticket-activity-order.md). */
  order: z.enum(deskOrders),
});

export type AdminTicketListResponse = z.infer<typeof adminTicketListResponseSchema>;

export const updateAdminTicketRequestSchema = z.object({ status: ticketStatusSchema });

/** Who owns the ticket from now on; null: nobody. */
export const assignTicketRequestSchema = z.object({ assigneeId: z.uuid().nullable() });

export type AssignTicketRequest = z.infer<typeof assignTicketRequestSchema>;

export const assignTicketResponseSchema = z.object({ assignee: assigneeSchema });

export type UpdateAdminTicketRequest = z.infer<typeof updateAdminTicketRequestSchema>;
