import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { recordAudit } from '#server/features/audit/index.ts';
import { invalidLink, linkUsePerAddress } from '#server/features/mail/index.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { rateLimitByAddress } from '#server/http/rate-limit.ts';
import { clientAddress } from '#server/http/request-info.ts';
import { sessionBody, startSession } from '#server/http/session.ts';
import { validate } from '#server/http/validation.ts';
import {
  completeResetRequestSchema,
  completeResetResponseSchema,
  linkTokenRequestSchema,
  passwordResetRequestSchema,
  resetLinkSchema,
} from '#shared/schemas/email-links.ts';
import { trustDevice } from './device-cookie.ts';
import { countLinkMail, emailLinkPerAddress, enforceLinkMailLimits } from './email-link-limits.ts';
import { useEmailToken } from './email-tokens.ts';
import { replacePassword } from './password-accounts.ts';
import { hashPasswordDigest } from './password-hash.ts';
import { sendResetLink } from './send-reset-link.ts';
import { usableResetLink } from './usable-links.ts';

/** 'Forgot password?': a link to the inbox, then 'Choose a new password'. Customers and admins alike. */
export const passwordResetRoutes = new Hono<AppEnv>()
  .post(
    '/',
    describeRoute({
      operationId: 'requestPasswordReset',
      security: access.anyone,
      tags: ['auth'],
      summary:
        'Email a password reset link to a customer or an admin; the same answer whether or not the account exists',
      responses: {
        202: { description: 'If the account exists, a link is on its way.' },
        ...errorResponses(400, 429),
      },
    }),
    rateLimitByAddress(emailLinkPerAddress),
    validate('json', passwordResetRequestSchema),
    async (c) => {
      const { email, account: kind, language } = c.req.valid('json');
      await enforceLinkMailLimits(c, email, 'reset');
      const sent = await sendResetLink(c.var.deps, { email, account: kind, language }, c.var.deps.now());
      await countLinkMail(c, email, 'reset', sent);
      return c.body(null, 202);
    },
  )
  .post(
    '/link',
    describeRoute({
      operationId: 'checkPasswordResetLink',
      security: access.anyone,
      tags: ['auth'],
      summary: 'Whose password a reset link changes, if it is still usable (it is not used up by asking)',
      responses: {
        200: jsonResponse(resetLinkSchema, 'The link is usable.'),
        ...errorResponses(400, 410, 429),
      },
    }),
    rateLimitByAddress(linkUsePerAddress),
    validate('json', linkTokenRequestSchema),
    async (c) => {
      const grant = await usableResetLink(c.var.deps.db, c.req.valid('json').token, c.var.deps.now());
      if (!grant) throw invalidLink();
      return c.json({ email: grant.email, account: grant.accountType }, 200);
    },
  )
  .post(
    '/complete',
    describeRoute({
      operationId: 'completePasswordReset',
      security: access.anyone,
      tags: ['auth'],
      summary:
        "Set the new password with a reset link's token; every session of the account ends, the browser gets the account's device cookie, and a customer is signed in",
      responses: {
        200: jsonResponse(completeResetResponseSchema, 'The password is changed.'),
        ...errorResponses(400, 410, 429),
      },
    }),
    rateLimitByAddress(linkUsePerAddress),
    validate('json', completeResetRequestSchema),
    async (c) => {
      const { token, passwordHash: digest } = c.req.valid('json');
      const { db, now } = c.var.deps;
      const passwordHash = await hashPasswordDigest(digest);
      const grant = await db.transaction(async (tx) => {
        const used = await useEmailToken(tx, token, 'reset_password', now());
        if (!used?.passwordHash) return undefined;
        const replaced = await replacePassword(
          tx,
          used.accountType,
          used.email,
          used.passwordHash,
          passwordHash,
          now(),
        );
        if (!replaced) return undefined;
        const adminKind = replaced.joined ? 'admin_account.joined' : 'admin_account.password_reset';
        await recordAudit(tx, {
          kind: used.accountType === 'admin' ? adminKind : 'customer.password_reset',
          actor: { type: 'visitor', name: used.email, address: clientAddress(c) },
          subject: { type: used.accountType === 'admin' ? 'admin_account' : 'customer', id: used.email },
          at: now(),
        });
        return used;
      });
      if (!grant) throw invalidLink();
      // Reading the inbox proves the owner as well as a sign-in does: this browser is theirs.
      await trustDevice(c, grant.accountType, grant.email, passwordHash);
      if (grant.accountType === 'admin') return c.json({ account: 'admin' as const }, 200);
      const session = await startSession(c, { account: 'customer', email: grant.email });
      return c.json({ account: 'customer' as const, session: sessionBody(session) }, 200);
    },
  );
