import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/app-env.ts';

/**
 * `/privacy/` → `/privacy` when the path with the slash has no page. The Location is relative: hono's
 * own middleware copies the request URL, whose host is the Host header, which anyone can forge.
 */
export const trimTrailingSlash = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status !== 404 || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return;
  const { pathname, search } = new URL(c.req.url);
  if (pathname === '/' || !pathname.endsWith('/')) return;
  // One leading slash only: `//evil.example/` would otherwise name another host.
  c.res = c.redirect(`/${pathname.replace(/^\/+|\/+$/g, '')}${search}`, 301);
});
