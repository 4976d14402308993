import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { requireAdminRole } from '#server/http/guards.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { validate } from '#server/http/validation.ts';
import { auditListQuerySchema, auditPageSchema } from '#shared/schemas/audit.ts';
import { listAuditEntries } from './list-audit.ts';

/** Mounted at /admin/audit: admins read the trail; nobody can change it. */
export const auditRoutes = new Hono<AppEnv>().get(
  '/',
  describeRoute({
    operationId: 'listAuditEntries',
    security: access.admin,
    tags: ['admin'],
    summary: 'One page of the audit trail, newest first, by kind and by person (actor or account concerned)',
    responses: {
      200: jsonResponse(auditPageSchema, 'A page of audit entries.'),
      // The session check comes before validation: a caller without a session learns nothing about the input.
      ...errorResponses(400, 401, 403),
    },
  }),
  requireAdminRole,
  validate('query', auditListQuerySchema),
  async (c) => c.json(await listAuditEntries(c.var.deps.db, c.req.valid('query')), 200),
);
