import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH } from '#shared/constants.ts';

export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'message must be text.' })
    .trim()
    .min(1, 'message is required.')
    .max(CHAT_MESSAGE_MAX_LENGTH, `message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`),
  stream: z.literal(true, { error: 'stream must be true: the answer is always streamed.' }),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
