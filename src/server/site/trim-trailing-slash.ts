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
  // One leading slash only: `//evil.example/` would otherwise name another host. The look-behind keeps
  // the trailing run from being tried at every slash of a long run inside the path (quadratic time).
  c.res = c.redirect(`/${pathname.replace(/^\/+|(?<!\/)\/+$/g, '')}${search}`, 301);
});
