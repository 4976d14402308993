import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { HttpError } from '#server/http/http-error.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { clearRateLimit, enforceRateLimit, type RateLimitRule } from '#server/http/rate-limit.ts';
import { clientAddress } from '#server/http/request-info.ts';
import { type SessionIdentity, sessionBody, startSession } from '#server/http/session.ts';
import { validate } from '#server/http/validation.ts';
import type { SecondFactorChallenge, SignInRequest } from '#shared/schemas/session.ts';
import { verifyPasswordDigest } from './password-hash.ts';

/** An account that may sign in: its stored hash and who it makes the session for. */
export interface SignInAccount {
  passwordHash: string;
  identity: SessionIdentity;
  /** False until the emailed link confirmed the address: the password opens nothing yet. */
  emailConfirmed: boolean;
}

const emailNotConfirmed = (email: string) =>
  new HttpError(403, 'email_not_confirmed', `Confirm your email first: we sent a link to ${email}.`);

/** After the password: either what is still missing, or what the signed-in answer carries besides the session. */
export type AfterPassword<Extra> = { secondFactor: SecondFactorChallenge } | { signedIn: Extra };

/** What tells the customers' sign-in from the admins'. */
export interface SignInKind<Request extends SignInRequest, Extra extends object> {
  operationId: string;
  tags: string[];
  summary: string;
  requestSchema: StandardSchemaV1<unknown, Request>;
  responseSchema: StandardSchemaV1;
  limits: { perAddress: RateLimitRule; perEmail: RateLimitRule };
  /** The same answer whether the email is unknown or the password wrong. */
  invalidCredentialsMessage: string;
  findAccount: (db: Database, email: string) => Promise<SignInAccount | undefined>;
  /** Runs once the password matched; throws to refuse (a wrong second factor, say). */
  afterPassword: (
    c: Context<AppEnv>,
    account: SignInAccount,
    request: Request,
  ) => Promise<AfterPassword<Extra>>;
  /** Writes an attempt that reached the password check to the audit trail (admins only). */
  recordAttempt?: (c: Context<AppEnv>, outcome: 'succeeded' | 'failed', email: string) => Promise<void>;
}

/** POST /sign-in: checks the browser's password digest against the account's argon2id hash. */
export function signInRoute<Request extends SignInRequest, Extra extends object>(
  kind: SignInKind<Request, Extra>,
) {
  const { perAddress, perEmail } = kind.limits;
  return new Hono<AppEnv>().post(
    '/sign-in',
    describeRoute({
      operationId: kind.operationId,
      security: access.anyone,
      tags: kind.tags,
      summary: kind.summary,
      responses: {
        200: jsonResponse(
          kind.responseSchema,
          'Signed in (the session cookie is set), or the step still missing.',
        ),
        ...errorResponses(400, 401, 403, 429),
      },
    }),
    validate('json', kind.requestSchema),
    async (c) => {
      const request = c.req.valid('json') as Request;
      const { email, passwordHash } = request;
      await enforceRateLimit(c, perAddress, clientAddress(c));
      await enforceRateLimit(c, perEmail, email);
      const account = await kind.findAccount(c.var.deps.db, email);
      const verified = await verifyPasswordDigest(account?.passwordHash, passwordHash);
      if (!account || !verified) {
        await kind.recordAttempt?.(c, 'failed', email);
        throw new HttpError(401, 'invalid_credentials', kind.invalidCredentialsMessage);
      }
      if (!account.emailConfirmed) throw emailNotConfirmed(email);
      const next = await kind.afterPassword(c, account, request).catch(async (error: unknown) => {
        // A wrong second factor is a failed sign-in too.
        await kind.recordAttempt?.(c, 'failed', email);
        throw error;
      });
      if ('secondFactor' in next) return c.json({ secondFactor: next.secondFactor }, 200);
      await clearRateLimit(c, perEmail, email);
      const session = await startSession(c, account.identity);
      await kind.recordAttempt?.(c, 'succeeded', email);
      return c.json({ session: sessionBody(session), ...next.signedIn }, 200);
    },
  );
}
