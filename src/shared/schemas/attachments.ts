import { z } from 'zod';
import { attachmentLimits } from '#shared/attachment-limits.ts';

/** What an upload answers: the file as stored, and the token that attaches it to a message. */
export const uploadBodySchema = z.object({
  token: z.string(),
  /** Cleaned: no path, normalised, capped. */
  name: z.string(),
  /** Decided from the content. */
  type: z.string(),
  size: z.number().int(),
});

export type UploadBody = z.infer<typeof uploadBodySchema>;

export const uploadResponseSchema = z.object({ upload: uploadBodySchema });

export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const uploadQuerySchema = z.object({
  name: z.string().min(1, 'name is required.').max(1000, 'name must be at most 1000 characters.'),
});

/** The upload tokens a message carries. */
export const attachmentTokensSchema = z
  .array(z.string().min(1).max(100))
  .max(
    attachmentLimits.messageFiles,
    `At most ${attachmentLimits.messageFiles} files can be sent with a message.`,
  );

/** A file in a ticket's conversation. */
export const attachmentSchema = z.object({
  id: z.uuid(),
  /** The reply it came with; null for the files sent with the ticket. */
  responseId: z.uuid().nullable(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});

export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentIdParamSchema = z.object({ id: z.uuid({ error: 'Attachment id must be a UUID.' }) });
