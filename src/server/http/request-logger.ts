import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/app-env.ts';

/** One JSON line per request. Only the path is logged: query strings can hold search terms and emails. */
export const requestLogger = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  c.var.log.info(
    {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    'request',
  );
});
