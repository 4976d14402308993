import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuthenticatedSession } from '#server/app-env.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';
import { forbidden, unauthorized } from './http-error.ts';

/**
 * 401 without a session, 403 with the other kind of account's session. 'admin' is any desk account,
 * agents included: the ticket desk; `requireAdminRole` guards what only admins may do.
 */
export function requireSession(account: AccountKind) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = c.var.session;
    if (!session) throw unauthorized();
    if (session.account !== account) throw forbidden();
    await next();
  });
}

/** 401 without a session, 403 for anyone but a desk account with the admin role (agents, customers). */
export const requireAdminRole = createMiddleware<AppEnv>(async (c, next) => {
  const session = c.var.session;
  if (!session) throw unauthorized();
  if (session.account !== 'admin' || session.role !== 'admin') throw forbidden();
  await next();
});

/** The session a guard has already let through. */
export function currentSession(c: Context<AppEnv>): AuthenticatedSession {
  const session = c.var.session;
  if (!session) throw unauthorized();
  return session;
}
