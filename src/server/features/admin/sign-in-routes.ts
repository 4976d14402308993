import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { verifyPasswordDigest } from '#server/auth/password-hash.ts';
import { adminUsers } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import { errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { clearHits, enforceRateLimit } from '#server/http/rate-limit.ts';
import { clientAddress } from '#server/http/request-info.ts';
import { sessionBody, startSession } from '#server/http/session.ts';
import { validate } from '#server/http/validation.ts';
import { sessionResponseSchema, signInRequestSchema } from '#shared/session.ts';
import { adminSignInPerAddress, adminSignInPerEmail } from './sign-in-limits.ts';

/** The same answer whether the email is unknown or the password wrong. */
const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'Invalid email or password.');

/** Mounted at /auth/admin: admins sign in with an account made by the CLI or ADMIN_EMAIL. */
export const adminSignInRoutes = new Hono<AppEnv>().post(
  '/sign-in',
  describeRoute({
    operationId: 'adminSignIn',
    tags: ['auth', 'admin'],
    summary: 'Sign an admin in; rate-limited per address and per email with growing back-off',
    responses: {
      200: jsonResponse(sessionResponseSchema, 'Signed in as an admin; the session cookie is set.'),
      ...errorResponses(400, 401, 429),
    },
  }),
  validate('json', signInRequestSchema),
  async (c) => {
    const { email, passwordHash } = c.req.valid('json');
    await enforceRateLimit(c, adminSignInPerAddress, clientAddress(c));
    await enforceRateLimit(c, adminSignInPerEmail, email);
    const [admin] = await c.var.deps.db
      .select({ id: adminUsers.id, passwordHash: adminUsers.passwordHash })
      .from(adminUsers)
      .where(eq(adminUsers.email, email))
      .limit(1);
    const verified = await verifyPasswordDigest(admin?.passwordHash, passwordHash);
    if (!admin || !verified) throw invalidCredentials();
    await clearHits(c.var.deps.db, `${adminSignInPerEmail.name}:${email}`);
    const session = await startSession(c, { type: 'admin', email, adminId: admin.id });
    return c.json({ session: sessionBody(session) }, 200);
  },
);
