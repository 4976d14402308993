import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { verifyPasswordDigest } from '#server/auth/password-hash.ts';
import { emailPasswords } from '#server/db/schema.ts';
import { HttpError, unauthorized } from '#server/http/http-error.ts';
import { errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { clearHits, enforceRateLimit } from '#server/http/rate-limit.ts';
import { clientAddress } from '#server/http/request-info.ts';
import { endSession, sessionBody, startSession } from '#server/http/session.ts';
import { validate } from '#server/http/validation.ts';
import { sessionResponseSchema, signInRequestSchema } from '#shared/session.ts';
import { signInPerAddress, signInPerEmail } from './sign-in-limits.ts';

/** The same answer whether the email is unknown or the password wrong. */
const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'Email or password is incorrect.');

/** Customer sign-in with the password set by their first ticket, the current session, and sign-out (any type). */
export const authRoutes = new Hono<AppEnv>()
  .post(
    '/sign-in',
    describeRoute({
      operationId: 'signIn',
      tags: ['auth'],
      summary: 'Sign a customer in with the email and password set by their first ticket',
      responses: {
        200: jsonResponse(sessionResponseSchema, 'Signed in; the session cookie is set.'),
        ...errorResponses(400, 401, 429),
      },
    }),
    validate('json', signInRequestSchema),
    async (c) => {
      const { email, passwordHash } = c.req.valid('json');
      await enforceRateLimit(c, signInPerAddress, clientAddress(c));
      await enforceRateLimit(c, signInPerEmail, email);
      const [account] = await c.var.deps.db
        .select({ passwordHash: emailPasswords.passwordHash })
        .from(emailPasswords)
        .where(eq(emailPasswords.email, email))
        .limit(1);
      if (!(await verifyPasswordDigest(account?.passwordHash, passwordHash))) throw invalidCredentials();
      await clearHits(c.var.deps.db, `${signInPerEmail.name}:${email}`);
      const session = await startSession(c, { type: 'user', email });
      return c.json({ session: sessionBody(session) }, 200);
    },
  )
  .get(
    '/session',
    describeRoute({
      operationId: 'getSession',
      tags: ['auth'],
      summary: 'The current session, customer or admin',
      responses: { 200: jsonResponse(sessionResponseSchema, 'Signed in.'), ...errorResponses(401) },
    }),
    (c) => {
      const session = c.var.session;
      if (!session) throw unauthorized();
      return c.json({ session: sessionBody(session) }, 200);
    },
  )
  .post(
    '/sign-out',
    describeRoute({
      operationId: 'signOut',
      tags: ['auth'],
      summary: 'End the current session (if any) and clear its cookie',
      responses: { 204: { description: 'Signed out.' } },
    }),
    async (c) => {
      await endSession(c);
      return c.body(null, 204);
    },
  );
