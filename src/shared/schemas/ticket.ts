import { z } from 'zod';
import { responseChannels, ticketLimits, ticketStatuses } from '#shared/constants.ts';
import { attachmentSchema, attachmentTokensSchema } from '#shared/schemas/attachments.ts';
import { typedText } from '#shared/schemas/typed-text.ts';

export const ticketStatusSchema = z.enum(ticketStatuses);

export const ticketIdSchema = z.uuid({ error: 'Ticket id must be a UUID.' });

export const ticketSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  description: z.string(),
  status: ticketStatusSchema,
  name: z.string(),
  email: z.string(),
  /**
   * Filed by the signed-in customer, or by a first ticket whose password confirmed the address, or
   * claimed by them since ('Yes, I filed this'); false when anyone could have typed the address.
   */
  isVerified: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type Ticket = z.infer<typeof ticketSchema>;

export const ticketResponseSchema = z.object({
  id: z.uuid(),
  ticketId: z.uuid(),
  text: z.string(),
  isFromAdmin: z.boolean(),
  /** 'email' for a reply that came by email. */
  via: z.enum(responseChannels),
  createdAt: z.iso.datetime(),
  /** A customer's reply to a resolved ticket reopens it; the conversation says so. */
  reopenedTicket: z.boolean(),
  /**
   * A team member's reply: their display name (the desk gets their email when they have none; a
   * customer gets null then, and for an account since deleted). Null on a customer's reply.
   */
  authorName: z.string().nullable(),
  /** A note for the team (the desk only: a customer is never given one). */
  internal: z.boolean(),
});

export type TicketResponse = z.infer<typeof ticketResponseSchema>;

export const ticketWithResponsesSchema = z.object({
  ticket: ticketSchema,
  responses: z.array(ticketResponseSchema),
  /** The ticket's files and its replies' (each names its reply). */
  attachments: z.array(attachmentSchema),
});

export type TicketWithResponses = z.infer<typeof ticketWithResponsesSchema>;

/** A reply is trimmed and must keep some text. */
export const responseTextSchema = typedText('Response text')
  .trim()
  .min(1, 'Response text must not be empty.')
  .max(ticketLimits.response, `Response text must be at most ${ticketLimits.response} characters.`);

export const addResponseRequestSchema = z.object({
  text: responseTextSchema,
  /** The tokens of the files uploaded for this reply. */
  attachments: attachmentTokensSchema.optional(),
});

export type AddResponseRequest = z.infer<typeof addResponseRequestSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The `{id}` of /tickets/{id} and /admin/tickets/{id}. */
export const ticketIdParamSchema = z.object({ id: ticketIdSchema });

/** One ticket, as PATCH answers it. */
export const ticketEnvelopeSchema = z.object({ ticket: ticketSchema });

export type TicketEnvelope = z.infer<typeof ticketEnvelopeSchema>;

/** The response a POST .../responses added. */
export const addResponseResponseSchema = z.object({ response: ticketResponseSchema });

export type AddResponseResponse = z.infer<typeof addResponseResponseSchema>;
