import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { currentSettings } from '#server/features/settings/index.ts';
import { requireAdminRole } from '#server/http/guards.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { streamOf } from '#server/http/stream-of.ts';
import { validate } from '#server/http/validation.ts';
import { analyticsQuerySchema, analyticsReportSchema } from '#shared/schemas/analytics.ts';
import { figureLines, ticketHeader, ticketLines } from './export-rows.ts';
import { resolvePeriod } from './period.ts';
import { analyticsReport } from './report.ts';

/** Mounted at /admin/analytics: the figures of a period, for admins, and their CSV export. */
export const analyticsRoutes = new Hono<AppEnv>()
  .get(
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
    requireAdminRole,
    validate('query', analyticsQuerySchema),
    async (c) => c.json(await analyticsReport(c.var.deps, c.req.valid('query')), 200),
  )
  .get(
    '/export',
    describeRoute({
      operationId: 'exportAnalytics',
      security: access.admin,
      tags: ['admin'],
      summary: 'The same figures and every ticket created in the period with its measures, as CSV, streamed',
      responses: {
        200: { description: 'The CSV file.', content: { 'text/csv': { schema: { type: 'string' } } } },
        ...errorResponses(400, 401, 403),
      },
    }),
    requireAdminRole,
    validate('query', analyticsQuerySchema),
    async (c) => {
      const { deps, log } = c.var;
      const { timeZone } = await currentSettings(deps.db, deps.env);
      const period = resolvePeriod(c.req.valid('query'), deps.now(), timeZone);
      // Before the first byte: a failure here is an error answer, not an empty file.
      const report = await analyticsReport(deps, { from: period.from, to: period.to });
      async function* file() {
        // The byte order mark makes spreadsheets read the file as UTF-8 (French accents).
        yield `\uFEFF${figureLines(report).join('')}${ticketHeader}`;
        try {
          yield* ticketLines(deps.db, period);
        } catch (error) {
          // The answer has begun: the connection is cut, so the download fails rather than looks complete.
          log.error({ err: error }, 'analytics export failed midway');
          throw error;
        }
      }
      return c.body(streamOf(file()).pipeThrough(new TextEncoderStream()), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="analytics-${period.from}-${period.to}.csv"`,
      });
    },
  );
