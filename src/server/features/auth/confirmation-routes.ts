import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { invalidLink, linkUsePerAddress } from '#server/features/mail/index.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { rateLimitByAddress } from '#server/http/rate-limit.ts';
import { sessionBody, startSession } from '#server/http/session.ts';
import { validate } from '#server/http/validation.ts';
import {
  confirmationLinkSchema,
  confirmEmailRequestSchema,
  linkTokenRequestSchema,
  resendConfirmationRequestSchema,
} from '#shared/schemas/email-links.ts';
import { sessionResponseSchema } from '#shared/schemas/session.ts';
import { confirmAddress, hasPassword } from './confirm-address.ts';
import { trustDevice } from './device-cookie.ts';
import { countLinkMail, emailLinkPerAddress, enforceLinkMailLimits } from './email-link-limits.ts';
import { awaitsAnyConfirmation } from './pending-attempts.ts';
import { sendConfirmationLink } from './send-confirmation-link.ts';
import { usableConfirmationLink } from './usable-links.ts';

/** Confirming a customer's address through the emailed link, and sending that link again. */
export const confirmationRoutes = new Hono<AppEnv>()
  .post(
    '/confirm-email/link',
    describeRoute({
      operationId: 'checkConfirmationLink',
      security: access.anyone,
      tags: ['auth'],
      summary:
        'Which address a confirmation link confirms, if it is still usable (it is not used up by asking)',
      responses: {
        200: jsonResponse(confirmationLinkSchema, 'The link is usable.'),
        ...errorResponses(400, 410, 429),
      },
    }),
    rateLimitByAddress(linkUsePerAddress),
    validate('json', linkTokenRequestSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const grant = await usableConfirmationLink(db, c.req.valid('json').token, now());
      if (!grant) throw invalidLink();
      return c.json({ email: grant.email }, 200);
    },
  )
  .post(
    '/confirm-email',
    describeRoute({
      operationId: 'confirmEmail',
      security: access.anyone,
      tags: ['auth'],
      summary:
        "Confirm an address with its emailed link's token and the password typed on its page: `password: 'ticket'` checks it against the one chosen with a ticket (401 invalid_credentials when it is not, the link still usable), `'new'` sets it; the customer is signed in and the browser gets the account's device cookie",
      responses: {
        200: jsonResponse(
          sessionResponseSchema,
          'Confirmed and signed in (the session and device cookies are set).',
        ),
        ...errorResponses(400, 401, 410, 429),
      },
    }),
    rateLimitByAddress(linkUsePerAddress),
    validate('json', confirmEmailRequestSchema),
    async (c) => {
      const { token, passwordHash: digest, language, password } = c.req.valid('json');
      const { db, now } = c.var.deps;
      const confirmed = await confirmAddress(db, { token, digest, language, password }, now());
      if (!confirmed) throw invalidLink();
      // Opening the link proves the inbox as a password reset does: this browser is the owner's.
      await trustDevice(c, 'customer', confirmed.email, confirmed.passwordHash);
      const session = await startSession(c, { account: 'customer', email: confirmed.email });
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
        'Email a new confirmation link, whose opener chooses the password, to an address with a first ticket awaiting confirmation; the same answer for any address',
      responses: {
        202: { description: 'If the address awaits confirmation, a new link is on its way.' },
        ...errorResponses(400, 429),
      },
    }),
    rateLimitByAddress(emailLinkPerAddress),
    validate('json', resendConfirmationRequestSchema),
    async (c) => {
      const { email, language } = c.req.valid('json');
      await enforceLinkMailLimits(c, email, 'signup');
      const { db, now } = c.var.deps;
      const sent = await db.transaction(async (tx) => {
        if (!(await awaitsAnyConfirmation(tx, email, now())) || (await hasPassword(tx, email))) return false;
        // Bound to no password: the asker may not be the one who typed any of the pending ones.
        await sendConfirmationLink(tx, c.var.deps, { email, passwordHash: null, language }, now());
        return true;
      });
      await countLinkMail(c, email, 'signup', sent);
      return c.body(null, 202);
    },
  );
