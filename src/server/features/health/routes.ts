import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '#server/app-env.ts';
import { access, jsonResponse } from '#server/http/openapi.ts';

const PING_TIMEOUT_MS = 2000;

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('database ping timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export const healthRoutes = new Hono<AppEnv>().get(
  '/',
  describeRoute({
    operationId: 'getHealth',
    security: access.anyone,
    tags: ['health'],
    summary: 'Whether the server and its database answer',
    responses: {
      200: jsonResponse(healthSchema, 'The database answers.'),
      503: jsonResponse(healthSchema, 'The database does not answer.'),
    },
  }),
  async (c) => {
    try {
      await withTimeout(c.var.deps.pingDatabase(), PING_TIMEOUT_MS);
      return c.json({ status: 'ok' as const }, 200);
    } catch (error) {
      c.var.log.warn({ err: error }, 'health check: database unavailable');
      return c.json({ status: 'unavailable' as const }, 503);
    }
  },
);
