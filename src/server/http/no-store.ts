import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/app-env.ts';

/**
 * No browser or shared cache keeps an /api answer: most are about the caller's session (or set or
 * clear its cookie), and the few that are not gain nothing from a copy. An answer that already forbids
 * storing keeps its own header, with its other directives (the chat stream's no-transform), and so does
 * one kept by the caller's browser alone (a ticket's file, revalidated by its ETag).
 */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!/\b(no-store|private)\b/.test(c.res.headers.get('Cache-Control') ?? ''))
    c.header('Cache-Control', 'no-store');
});
