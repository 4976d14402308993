import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH } from '#shared/constants.ts';
import { typedText } from '#shared/schemas/typed-text.ts';

export const chatRequestSchema = z.object({
  message: typedText('message')
    .trim()
    .min(1, 'message is required.')
    .max(CHAT_MESSAGE_MAX_LENGTH, `message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`),
  stream: z.literal(true, { error: 'stream must be true: the answer is always streamed.' }),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
