import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { emailPasswords } from '#server/db/schema.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { enforceRateLimit, rateLimitByAddress } from '#server/http/rate-limit.ts';
import { sessionBody, startSession } from '#server/http/session.ts';
import { validate } from '#server/http/validation.ts';
import { linkTokenRequestSchema, resendConfirmationRequestSchema } from '#shared/schemas/email-links.ts';
import { sessionResponseSchema } from '#shared/schemas/session.ts';
import { emailLinkPerAddress, emailLinkPerEmail, linkUsePerAddress } from './email-link-limits.ts';
import { useEmailToken } from './email-tokens.ts';
import { invalidLink } from './invalid-link.ts';
import { sendConfirmationLink } from './send-confirmation-link.ts';

/** Confirming a customer's address through the emailed link, and sending that link again. */
export const confirmationRoutes = new Hono<AppEnv>()
  .post(
    '/confirm-email',
    describeRoute({
      operationId: 'confirmEmail',
      security: access.anyone,
      tags: ['auth'],
      summary: "Confirm an address with its emailed link's token; the customer is signed in",
      responses: {
        200: jsonResponse(sessionResponseSchema, 'Confirmed and signed in (the session cookie is set).'),
        ...errorResponses(400, 410, 429),
      },
    }),
    rateLimitByAddress(linkUsePerAddress),
    validate('json', linkTokenRequestSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const confirmed = await db.transaction(async (tx) => {
        const grant = await useEmailToken(tx, c.req.valid('json').token, 'confirm_email', now());
        if (!grant) return undefined;
        // Only the password this link was sent for: a newer attempt's password needs its own link.
        const [row] = await tx
          .update(emailPasswords)
          .set({ verifiedAt: now() })
          .where(
            and(
              eq(emailPasswords.email, grant.email),
              eq(emailPasswords.passwordHash, grant.passwordHash),
              isNull(emailPasswords.verifiedAt),
            ),
          )
          .returning({ email: emailPasswords.email });
        return row;
      });
      if (!confirmed) throw invalidLink();
      const session = await startSession(c, { type: 'user', email: confirmed.email });
      return c.json({ session: sessionBody(session) }, 200);
    },
  )
  .post(
    '/resend-confirmation',
    describeRoute({
      operationId: 'resendConfirmation',
      security: access.anyone,
      tags: ['auth'],
      summary:
        'Email a new confirmation link to an address whose password is not confirmed yet; the same answer for any address',
      responses: {
        202: { description: 'If the address awaits confirmation, a new link is on its way.' },
        ...errorResponses(400, 429),
      },
    }),
    rateLimitByAddress(emailLinkPerAddress),
    validate('json', resendConfirmationRequestSchema),
    async (c) => {
      const { email, language } = c.req.valid('json');
      await enforceRateLimit(c, emailLinkPerEmail, email);
      const { db, now } = c.var.deps;
      await db.transaction(async (tx) => {
        const [pending] = await tx
          .select({ passwordHash: emailPasswords.passwordHash })
          .from(emailPasswords)
          .where(and(eq(emailPasswords.email, email), isNull(emailPasswords.verifiedAt)))
          .limit(1);
        if (!pending) return;
        await sendConfirmationLink(
          tx,
          c.var.deps,
          { email, passwordHash: pending.passwordHash, language },
          now(),
        );
      });
      return c.body(null, 202);
    },
  );
