import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuthenticatedSession } from '#server/app-env.ts';
import type { SessionType } from '#shared/schemas/session.ts';
import { forbidden, unauthorized } from './http-error.ts';

/** 401 without a session, 403 with a session of the other type. */
export function requireSession(type: SessionType) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = c.var.session;
    if (!session) throw unauthorized();
    if (session.type !== type) throw forbidden();
    await next();
  });
}

/** The session a guard has already let through. */
export function currentSession(c: Context<AppEnv>): AuthenticatedSession {
  const session = c.var.session;
  if (!session) throw unauthorized();
  return session;
}
