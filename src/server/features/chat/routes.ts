import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { eventStreamHeaders } from '#server/http/event-stream-headers.ts';
import { access, errorResponses } from '#server/http/openapi.ts';
import { rateLimitByAddress } from '#server/http/rate-limit.ts';
import { validate } from '#server/http/validation.ts';
import { chatRequestSchema } from '#shared/schemas/chat.ts';
import { builtInAnswer } from './built-in-assistant.ts';
import { chatPerAddress } from './chat-limits.ts';
import { answerPieces, pacedChatStream } from './paced-stream.ts';
import { systemPrompt } from './system-prompt.ts';
import { openUpstreamChat } from './upstream-chat.ts';

/** The landing page's demo chat: the built-in assistant, or the configured upstream model, streamed. */
export const chatRoutes = new Hono<AppEnv>().post(
  '/',
  describeRoute({
    operationId: 'chat',
    security: access.anyone,
    tags: ['chat'],
    summary: 'Ask the demo chat a question; the answer streams back as server-sent events',
    responses: {
      200: {
        description:
          'Lines `data: {"choices":[{"delta":{"content":"…"}}]}`, one per piece of the answer, then `data: [DONE]`.',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
      ...errorResponses(400, 413, 429, 502),
    },
  }),
  rateLimitByAddress(chatPerAddress),
  validate('json', chatRequestSchema),
  async (c) => {
    const { message } = c.req.valid('json');
    const { env } = c.var.deps;
    const body = env.AI_BASE_URL
      ? await openUpstreamChat(
          { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL },
          [
            { role: 'system', content: systemPrompt(env.PRODUCT_NAME) },
            { role: 'user', content: message },
          ],
          c.req.raw.signal,
          c.var.log,
        )
      : pacedChatStream(answerPieces(builtInAnswer(message, env.PRODUCT_NAME)));
    return c.body(body, 200, eventStreamHeaders);
  },
);
