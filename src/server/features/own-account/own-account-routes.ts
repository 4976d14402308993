import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { requestActor } from '#server/features/audit/index.ts';
import { countLinkMail, enforceLinkMailLimits } from '#server/features/auth/index.ts';
import { updateMember } from '#server/features/team/index.ts';
import { currentSession, requireSession } from '#server/http/guards.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { validate } from '#server/http/validation.ts';
import {
  changeOwnEmailRequestSchema,
  changeOwnPasswordRequestSchema,
  confirmOwnEmailRequestSchema,
  ownAccountResponseSchema,
  updateOwnAccountRequestSchema,
} from '#shared/schemas/own-account.ts';
import { confirmOwnEmailChange, requestOwnEmailChange } from './change-own-email.ts';
import { changeOwnPassword } from './change-own-password.ts';
import { checkOwnPassword } from './check-own-password.ts';
import { readOwnAccount } from './own-account.ts';
import { setOwnLanguage } from './set-own-language.ts';

const tags = ['admin', 'account'];
const deskOnly = requireSession('admin');

/** The signed-in member: every desk session has its account's id. */
function me(c: Context<AppEnv>) {
  const session = currentSession(c);
  return { adminId: session.adminId ?? '', tokenHash: session.tokenHash };
}

/** Mounted at /admin/account: every member's own name, email, password and language. */
export const ownAccountRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      operationId: 'getOwnAccount',
      security: access.desk,
      tags,
      summary: 'The signed-in member’s name, email (and a new one waiting for its link) and language',
      responses: { 200: jsonResponse(ownAccountResponseSchema, 'The account.'), ...errorResponses(401, 403) },
    }),
    deskOnly,
    async (c) => {
      const { db, now } = c.var.deps;
      return c.json({ account: await readOwnAccount(db, me(c).adminId, now()) }, 200);
    },
  )
  .patch(
    '/',
    describeRoute({
      operationId: 'updateOwnAccount',
      security: access.desk,
      tags,
      summary: 'Change one’s own name (audited) or the language of the desk and of one’s emails',
      responses: {
        200: jsonResponse(ownAccountResponseSchema, 'The account as changed.'),
        ...errorResponses(400, 401, 403),
      },
    }),
    deskOnly,
    validate('json', updateOwnAccountRequestSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const { adminId } = me(c);
      const { name, language } = c.req.valid('json');
      if (name !== undefined) await updateMember(db, { id: adminId }, { name }, requestActor(c), now());
      if (language !== undefined) await setOwnLanguage(db, adminId, language);
      return c.json({ account: await readOwnAccount(db, adminId, now()) }, 200);
    },
  )
  .put(
    '/password',
    describeRoute({
      operationId: 'changeOwnPassword',
      security: access.desk,
      tags,
      summary: 'A new password, given the current one; the member’s other sessions end',
      responses: { 204: { description: 'Changed.' }, ...errorResponses(400, 401, 403, 429) },
    }),
    deskOnly,
    validate('json', changeOwnPasswordRequestSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const { passwordHash, newPasswordHash } = c.req.valid('json');
      const email = await checkOwnPassword(c, me(c).adminId, passwordHash);
      await changeOwnPassword(db, { ...me(c), email }, newPasswordHash, requestActor(c), now());
      return c.body(null, 204);
    },
  )
  .post(
    '/email',
    describeRoute({
      operationId: 'requestOwnEmailChange',
      security: access.desk,
      tags,
      summary: 'Given the current password, mail a new address the link (24 hours) that makes it one’s email',
      responses: { 202: { description: 'Sent.' }, ...errorResponses(400, 401, 403, 409, 429) },
    }),
    deskOnly,
    validate('json', changeOwnEmailRequestSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const request = c.req.valid('json');
      const { adminId } = me(c);
      const email = await checkOwnPassword(c, adminId, request.passwordHash);
      // The new address is anyone's: its inbox gets no more links than a password reset would send it.
      await enforceLinkMailLimits(c, request.email, 'reset');
      await requestOwnEmailChange(db, c.var.deps, { adminId, email }, request, now());
      await countLinkMail(c, request.email, 'reset', true);
      return c.body(null, 202);
    },
  )
  .post(
    '/email/confirm',
    describeRoute({
      operationId: 'confirmOwnEmailChange',
      security: access.desk,
      tags,
      summary:
        'Open the change of email’s link, signed in as the member who asked; the former address is told',
      responses: {
        200: jsonResponse(ownAccountResponseSchema, 'The account with its new email.'),
        ...errorResponses(400, 401, 403, 409),
      },
    }),
    deskOnly,
    validate('json', confirmOwnEmailRequestSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const { adminId } = me(c);
      const { token } = c.req.valid('json');
      await confirmOwnEmailChange(db, c.var.deps, adminId, token, requestActor(c), now());
      return c.json({ account: await readOwnAccount(db, adminId, now()) }, 200);
    },
  );
