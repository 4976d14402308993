import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { requestActor } from '#server/features/audit/index.ts';
import { currentSettings } from '#server/features/settings/index.ts';
import { currentSession, requireSession } from '#server/http/guards.ts';
import { conflict, HttpError } from '#server/http/http-error.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { validate } from '#server/http/validation.ts';
import {
  confirmTwoFactorRequestSchema,
  recoveryCodesResponseSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '#shared/schemas/session.ts';
import { beginEnrolment, confirmEnrolment, twoFactorStatus } from './two-factor.ts';

const tags = ['admin', 'auth'];
const deskOnly = requireSession('admin');

function signedInAdmin(session: { adminId: string | null; email: string }) {
  if (!session.adminId) throw new Error('an admin session without an admin id');
  return { id: session.adminId, email: session.email };
}

/** Mounted at /admin/two-factor: the signed-in admin turns on their own second factor. */
export const twoFactorRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      operationId: 'getTwoFactorStatus',
      security: access.desk,
      tags,
      summary: "Whether the admin's two-factor sign-in is on, and how many recovery codes are left",
      responses: { 200: jsonResponse(twoFactorStatusSchema, 'The status.'), ...errorResponses(401, 403) },
    }),
    deskOnly,
    async (c) => {
      const { db, env } = c.var.deps;
      const status = await twoFactorStatus(db, signedInAdmin(currentSession(c)).id);
      return c.json({ ...status, required: (await currentSettings(db, env)).requireTwoFactor }, 200);
    },
  )
  .post(
    '/enrolment',
    describeRoute({
      operationId: 'startTwoFactorEnrolment',
      security: access.desk,
      tags,
      summary: 'A new TOTP secret (text and QR code), pending until a code from it is confirmed',
      responses: {
        200: jsonResponse(twoFactorEnrolmentSchema, 'Add this to an authenticator app.'),
        ...errorResponses(401, 403, 409),
      },
    }),
    deskOnly,
    async (c) => {
      const { db, env } = c.var.deps;
      const enrolment = await beginEnrolment(db, signedInAdmin(currentSession(c)), env.PRODUCT_NAME);
      if (!enrolment) throw conflict('Two-factor sign-in is already on for this account.');
      return c.json(enrolment, 200);
    },
  )
  .post(
    '/confirmation',
    describeRoute({
      operationId: 'confirmTwoFactorEnrolment',
      security: access.desk,
      tags,
      summary: 'Turn two-factor sign-in on with a code from the new secret; answers the recovery codes, once',
      responses: {
        200: jsonResponse(recoveryCodesResponseSchema, 'Two-factor sign-in is on.'),
        ...errorResponses(400, 401, 403),
      },
    }),
    deskOnly,
    validate('json', confirmTwoFactorRequestSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const admin = signedInAdmin(currentSession(c));
      const recoveryCodes = await confirmEnrolment(db, admin, c.req.valid('json').code, {
        now: now(),
        actor: requestActor(c),
      });
      if (!recoveryCodes) {
        throw new HttpError(400, 'invalid_second_factor', 'That code does not match: try the newest one.');
      }
      return c.json({ recoveryCodes }, 200);
    },
  );
