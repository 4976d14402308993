import { z } from 'zod';
import { ticketLimits } from '#shared/constants.ts';
import { typedLine, typedText } from './typed-text.ts';

const required = (text: z.ZodString, field: string, max: number) =>
  text.trim().min(1, `${field} must not be empty.`).max(max, `${field} must be at most ${max} characters.`);

/**
 * A saved reply as admins write it. Its texts may hold {{customer_name}} and {{ticket_id}}, filled in
 * with the ticket's customer and short id where it is inserted.
 */
export const savedReplyRequestSchema = z.object({
  title: required(typedLine('The title'), 'The title', 80),
  bodyEn: required(typedText('The English text'), 'The English text', ticketLimits.response),
  bodyFr: required(typedText('The French text'), 'The French text', ticketLimits.response),
});

export type SavedReplyRequest = z.infer<typeof savedReplyRequestSchema>;

export const savedReplySchema = savedReplyRequestSchema.extend({ id: z.uuid() });

export type SavedReply = z.infer<typeof savedReplySchema>;

export const savedRepliesResponseSchema = z.object({ replies: z.array(savedReplySchema) });

export const savedReplyEnvelopeSchema = z.object({ reply: savedReplySchema });

export const savedReplyIdParamSchema = z.object({ id: z.uuid({ error: 'Saved reply id must be a UUID.' }) });
