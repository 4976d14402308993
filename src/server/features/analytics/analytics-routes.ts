import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { requireSession } from '#server/http/guards.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { validate } from '#server/http/validation.ts';
import { analyticsQuerySchema, analyticsReportSchema } from '#shared/schemas/analytics.ts';
import { analyticsReport } from './report.ts';

/** Mounted at /admin/analytics: the figures of a period, for admins. */
export const analyticsRoutes = new Hono<AppEnv>().get(
  '/',
  describeRoute({
    operationId: 'getAnalytics',
    security: access.admin,
    tags: ['admin'],
    summary:
      'A period’s figures beside the previous period’s: volumes, backlog by day, response and resolution times, per member and language',
    responses: {
      200: jsonResponse(analyticsReportSchema, 'The figures.'),
      // The session check comes before validation: a caller without a session learns nothing about the input.
      ...errorResponses(400, 401, 403),
    },
  }),
  requireSession('admin'),
  validate('query', analyticsQuerySchema),
  async (c) => c.json(await analyticsReport(c.var.deps, c.req.valid('query')), 200),
);
