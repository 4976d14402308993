import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/app-env.ts';

/**
 * No browser or shared cache keeps an /api answer: most are about the caller's session (or set or
 * clear its cookie), and the few that are not gain nothing from a copy. An answer that already forbids
 * storing keeps its own header, with its other directives (the chat stream's no-transform).
 */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!/\bno-store\b/.test(c.res.headers.get('Cache-Control') ?? '')) c.header('Cache-Control', 'no-store');
});
