import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { satisfactionAnswers } from '#server/db/analytics-schema.ts';
import { isForeignKeyViolation } from '#server/db/database-errors.ts';
import { invalidLink, linkUsePerAddress } from '#server/features/mail/index.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { rateLimitByAddress } from '#server/http/rate-limit.ts';
import { validate } from '#server/http/validation.ts';
import { satisfactionAnsweredSchema, satisfactionAnswerSchema } from '#shared/schemas/analytics.ts';
import { verifySatisfaction } from './satisfaction-link.ts';

/** 'How did we do?' answered from the emailed links, with no sign-in. Mounted at /satisfaction. */
export const satisfactionRoutes = new Hono<AppEnv>().post(
  '/',
  describeRoute({
    operationId: 'answerSatisfaction',
    security: access.anyone,
    tags: ['satisfaction'],
    summary: "Answer (or change the answer to) 'How did we do?' with the signed token from the notice's link",
    responses: {
      200: jsonResponse(satisfactionAnsweredSchema, 'The answer as it now stands.'),
      ...errorResponses(400, 410, 429),
    },
  }),
  rateLimitByAddress(linkUsePerAddress),
  validate('json', satisfactionAnswerSchema),
  async (c) => {
    const { db, now } = c.var.deps;
    const { token, rating, comment } = c.req.valid('json');
    const ticketId = await verifySatisfaction(db, token);
    if (!ticketId) throw invalidLink();
    // A comment left out keeps the one given before; an empty one removes it.
    const kept = comment === undefined ? {} : { comment: comment || null };
    const answeredAt = now();
    try {
      const [saved] = await db
        .insert(satisfactionAnswers)
        .values({ ticketId, rating, answeredAt, ...kept })
        .onConflictDoUpdate({ target: satisfactionAnswers.ticketId, set: { rating, answeredAt, ...kept } })
        .returning({ rating: satisfactionAnswers.rating, comment: satisfactionAnswers.comment });
      return c.json(saved ?? { rating, comment: null }, 200);
    } catch (error) {
      // The ticket was deleted since the notice was sent.
      if (isForeignKeyViolation(error)) throw invalidLink();
      throw error;
    }
  },
);
