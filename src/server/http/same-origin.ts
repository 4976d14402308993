import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/app-env.ts';
import { HttpError } from './http-error.ts';
import { requestOrigin } from './request-info.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser made from another site. Requests without an
 * Origin header (curl, server-to-server) pass: they carry no victim's cookies.
 */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    const crossSite = c.req.header('sec-fetch-site') === 'cross-site';
    if (crossSite || (origin !== undefined && origin !== requestOrigin(c))) {
      throw new HttpError(403, 'cross_origin', 'Cross-origin requests are not allowed.');
    }
  }
  await next();
});
