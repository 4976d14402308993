import { z } from 'zod';
import { inboundOutcomes, inboundSources } from '#shared/constants.ts';

/** What the inbound route answers: whether the message was new (false: it was stored before). */
export const inboundReceiptSchema = z.object({ stored: z.boolean() });

export type InboundReceipt = z.infer<typeof inboundReceiptSchema>;

export const inboundMessageSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime(),
  source: z.enum(inboundSources),
  sender: z.string().nullable(),
  subject: z.string().nullable(),
  /** Null while its job has not run yet. */
  outcome: z.enum(inboundOutcomes).nullable(),
  /** Why it was held or ignored, or a bounce's kind: a code the client words. */
  reason: z.string().nullable(),
  /** What the parser or the last failed processing said, for a refused or failed message. */
  error: z.string().nullable(),
  ticketId: z.uuid().nullable(),
});

export type InboundMessage = z.infer<typeof inboundMessageSchema>;

export const inboundPageSchema = z.object({
  messages: z.array(inboundMessageSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Whether anything reads mail: IMAP_URL or INBOUND_SECRET is set. */
  receiving: z.boolean(),
});

export type InboundPage = z.infer<typeof inboundPageSchema>;

/** An admin adds a held message to a ticket, by its id. */
export const addHeldMessageSchema = z.object({ ticketId: z.uuid({ error: 'Ticket id must be a UUID.' }) });

export type AddHeldMessage = z.infer<typeof addHeldMessageSchema>;
