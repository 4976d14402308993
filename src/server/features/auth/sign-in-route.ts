import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { HttpError } from '#server/http/http-error.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { clearRateLimit, enforceRateLimit } from '#server/http/rate-limit.ts';
import { clientAddress } from '#server/http/request-info.ts';
import { type SessionIdentity, sessionBody, startSession } from '#server/http/session.ts';
import { validate } from '#server/http/validation.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';
import type { SecondFactorChallenge, SignInRequest } from '#shared/schemas/session.ts';
import { deviceCookieNames, trustDevice, trustedDevice } from './device-cookie.ts';
import { verifyPasswordDigest } from './password-hash.ts';
import type { SignInLimits } from './sign-in-limits.ts';

/** An account that may sign in: its stored hash and who it makes the session for. */
export interface SignInAccount {
  passwordHash: string;
  identity: SessionIdentity;
}

const emailNotConfirmed = (email: string) =>
  new HttpError(403, 'email_not_confirmed', `Confirm your email first: we sent a link to ${email}.`);

/** After the password: either what is still missing, or what the signed-in answer carries besides the session. */
export type AfterPassword<Extra> = { secondFactor: SecondFactorChallenge } | { signedIn: Extra };

/** What tells the customers' sign-in from the admins'. */
export interface SignInKind<Request extends SignInRequest, Extra extends object> {
  account: AccountKind;
  operationId: string;
  tags: string[];
  summary: string;
  requestSchema: StandardSchemaV1<unknown, Request>;
  responseSchema: StandardSchemaV1;
  limits: SignInLimits;
  /** The same answer whether the email is unknown or the password wrong. */
  invalidCredentialsMessage: string;
  findAccount: (db: Database, email: string) => Promise<SignInAccount | undefined>;
  /**
   * For an email without an account: whether the password is one still waiting for its address to be
   * confirmed. Spends as much time whatever the answer; without it, one dummy verification does.
   */
  awaitsConfirmation?: (db: Database, email: string, digest: string, now: Date) => Promise<boolean>;
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
  const { perAddress, perDevice, perEmail } = kind.limits;
  return new Hono<AppEnv>().post(
    '/sign-in',
    describeRoute({
      operationId: kind.operationId,
      security: access.anyone,
      tags: kind.tags,
      summary: kind.summary,
      parameters: [
        {
          in: 'cookie',
          name: deviceCookieNames[kind.account],
          required: false,
          schema: { type: 'string' },
          description:
            'Set by an earlier complete sign-in, password reset or address confirmation in this browser. ' +
            'While it names the email and the password has not changed since, failures count against this ' +
            "browser alone, and other clients' failures on the email do not lock it out.",
        },
      ],
      responses: {
        200: jsonResponse(
          kind.responseSchema,
          "Signed in (the session cookie and this browser's device cookie are set), or the step still missing.",
        ),
        ...errorResponses(400, 401, 403, 429),
      },
    }),
    validate('json', kind.requestSchema),
    async (c) => {
      const request = c.req.valid('json') as Request;
      const { email, passwordHash } = request;
      await enforceRateLimit(c, perAddress, clientAddress(c));
      const { db, now } = c.var.deps;
      const account = await kind.findAccount(db, email);
      // A stranger's failures lock out untrusted clients only, never the owner's usual browser; a browser
      // trusted under an older password is a stranger's now.
      const device = account && (await trustedDevice(c, kind.account, email, account.passwordHash));
      const [rule, subject] = device ? [perDevice, device] : [perEmail, email];
      await enforceRateLimit(c, rule, subject);
      if (!account) {
        const pending = kind.awaitsConfirmation
          ? await kind.awaitsConfirmation(db, email, passwordHash, now())
          : await verifyPasswordDigest(undefined, passwordHash);
        if (pending) throw emailNotConfirmed(email);
      }
      if (!account || !(await verifyPasswordDigest(account.passwordHash, passwordHash))) {
        await kind.recordAttempt?.(c, 'failed', email);
        throw new HttpError(401, 'invalid_credentials', kind.invalidCredentialsMessage);
      }
      const next = await kind.afterPassword(c, account, request).catch(async (error: unknown) => {
        // A wrong second factor is a failed sign-in too.
        await kind.recordAttempt?.(c, 'failed', email);
        throw error;
      });
      if ('secondFactor' in next) return c.json({ secondFactor: next.secondFactor }, 200);
      await clearRateLimit(c, rule, subject);
      const session = await startSession(c, account.identity);
      await trustDevice(c, kind.account, email, account.passwordHash);
      await kind.recordAttempt?.(c, 'succeeded', email);
      return c.json({ session: sessionBody(session), ...next.signedIn }, 200);
    },
  );
}
