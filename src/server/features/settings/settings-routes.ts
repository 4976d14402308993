import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { requestActor } from '#server/features/audit/index.ts';
import { requireAdminRole } from '#server/http/guards.ts';
import { HttpError } from '#server/http/http-error.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { validate } from '#server/http/validation.ts';
import { deskSettingsResponseSchema, deskSettingsSchema } from '#shared/schemas/desk-settings.ts';
import { businessHoursOf } from './business-hours-of.ts';
import { currentSettings } from './current-settings.ts';
import { saveSettings } from './save-settings.ts';

const tags = ['admin', 'settings'];

/** Mounted at /admin/settings: the organisation, its contact details, hours, targets and policies (admins only). */
export const settingsRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      operationId: 'getSettings',
      security: access.admin,
      tags,
      summary: 'The desk’s settings: saved by an admin, or the environment’s values until then',
      responses: {
        200: jsonResponse(deskSettingsResponseSchema, 'The settings.'),
        ...errorResponses(401, 403),
      },
    }),
    requireAdminRole,
    async (c) => c.json({ settings: await currentSettings(c.var.deps.db, c.var.deps.env) }, 200),
  )
  .put(
    '/',
    describeRoute({
      operationId: 'saveSettings',
      security: access.admin,
      tags,
      summary: 'Replace the desk’s settings; applied at once, each change in the audit trail',
      responses: {
        200: jsonResponse(deskSettingsResponseSchema, 'The settings as saved.'),
        ...errorResponses(400, 401, 403),
      },
    }),
    requireAdminRole,
    validate('json', deskSettingsSchema),
    async (c) => {
      const { db, env, now } = c.var.deps;
      const settings = c.req.valid('json');
      try {
        businessHoursOf(settings);
      } catch (error) {
        throw new HttpError(400, 'invalid_request', `businessHours: ${(error as Error).message}`);
      }
      await saveSettings(db, env, settings, requestActor(c), now());
      return c.json({ settings: await currentSettings(db, env) }, 200);
    },
  );
