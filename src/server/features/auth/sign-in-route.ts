import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { HttpError } from '#server/http/http-error.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { clearRateLimit, enforceRateLimit, type RateLimitRule } from '#server/http/rate-limit.ts';
import { clientAddress } from '#server/http/request-info.ts';
import { type SessionIdentity, sessionBody, startSession } from '#server/http/session.ts';
import { validate } from '#server/http/validation.ts';
import { sessionResponseSchema, signInRequestSchema } from '#shared/schemas/session.ts';
import { verifyPasswordDigest } from './password-hash.ts';

/** An account that may sign in: its stored hash and who it makes the session for. */
export interface SignInAccount {
  passwordHash: string;
  identity: SessionIdentity;
}

/** What tells the customers' sign-in from the admins'. */
export interface SignInKind {
  operationId: string;
  tags: string[];
  summary: string;
  limits: { perAddress: RateLimitRule; perEmail: RateLimitRule };
  /** The same answer whether the email is unknown or the password wrong. */
  invalidCredentialsMessage: string;
  findAccount: (db: Database, email: string) => Promise<SignInAccount | undefined>;
  /** Writes an attempt that reached the password check to the audit trail (admins only). */
  recordAttempt?: (c: Context<AppEnv>, outcome: 'succeeded' | 'failed', email: string) => Promise<void>;
}

/** POST /sign-in: checks the browser's password digest against the account's argon2id hash. */
export function signInRoute(kind: SignInKind) {
  const { perAddress, perEmail } = kind.limits;
  return new Hono<AppEnv>().post(
    '/sign-in',
    describeRoute({
      operationId: kind.operationId,
      security: access.anyone,
      tags: kind.tags,
      summary: kind.summary,
      responses: {
        200: jsonResponse(sessionResponseSchema, 'Signed in; the session cookie is set.'),
        ...errorResponses(400, 401, 429),
      },
    }),
    validate('json', signInRequestSchema),
    async (c) => {
      const { email, passwordHash } = c.req.valid('json');
      await enforceRateLimit(c, perAddress, clientAddress(c));
      await enforceRateLimit(c, perEmail, email);
      const account = await kind.findAccount(c.var.deps.db, email);
      const verified = await verifyPasswordDigest(account?.passwordHash, passwordHash);
      if (!account || !verified) {
        await kind.recordAttempt?.(c, 'failed', email);
        throw new HttpError(401, 'invalid_credentials', kind.invalidCredentialsMessage);
      }
      await clearRateLimit(c, perEmail, email);
      const session = await startSession(c, account.identity);
      await kind.recordAttempt?.(c, 'succeeded', email);
      return c.json({ session: sessionBody(session) }, 200);
    },
  );
}
