import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, AuthenticatedSession } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers, sessions } from '#server/db/schema.ts';
import { statementsPerShape } from '#server/db/statements-per-shape.ts';
import { type DeskRole, SESSION_COOKIE_NAME, SESSION_LIFETIME_MS } from '#shared/constants.ts';
import type { Language } from '#shared/language.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';
import type { Session } from '#shared/schemas/session.ts';
import { accountOfSession, sessionTypeOf } from '#shared/session-type.ts';
import { isHttps } from './request-info.ts';

export interface SessionIdentity {
  account: AccountKind;
  email: string;
  adminId?: string;
  role?: DeskRole;
  language?: Language;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Secure behind HTTPS (or as COOKIE_SECURE says), for every cookie the server sets. */
export function cookieIsSecure(c: Context<AppEnv>): boolean {
  return c.var.deps.env.COOKIE_SECURE ?? isHttps(c);
}

/** Creates a server session for a verified identity and hands its token to the browser as a cookie. */
export async function startSession(
  c: Context<AppEnv>,
  identity: SessionIdentity,
): Promise<AuthenticatedSession> {
  const token = randomBytes(32).toString('base64url');
  const authenticatedAt = c.var.deps.now();
  const expiresAt = new Date(authenticatedAt.getTime() + SESSION_LIFETIME_MS);
  const session: AuthenticatedSession = {
    tokenHash: hashToken(token),
    account: identity.account,
    email: identity.email,
    adminId: identity.adminId ?? null,
    role: identity.role ?? null,
    language: identity.language ?? null,
    authenticatedAt,
    expiresAt,
  };
  const { account, role, language, ...row } = session;
  await c.var.deps.db
    .insert(sessions)
    .values({ ...row, type: sessionTypeOf(account), createdAt: authenticatedAt });
  setCookie(c, SESSION_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: cookieIsSecure(c),
    path: '/',
    expires: expiresAt,
  });
  c.set('session', session);
  return session;
}

/**
 * Built once per database: every signed-in request asks it, and Drizzle's building of a statement is a
 * large part of the server's CPU for a request (docs/decisions/desk-statements-built-once.md).
 */
const sessionByToken = statementsPerShape((db: Database) =>
  db
    .select({
      session: sessions,
      role: adminUsers.role,
      language: sql<Language | null>`case when ${adminUsers.languageChosen} then ${adminUsers.language} end`,
      deactivatedAt: adminUsers.deactivatedAt,
    })
    .from(sessions)
    .leftJoin(adminUsers, eq(adminUsers.id, sessions.adminId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_by_token'),
);

/**
 * The request's session from its cookie, or null when there is none, it is unknown, it has expired, or
 * its desk account is deactivated. A desk session carries its account's role as it is now.
 */
export async function sessionOfRequest(c: Context<AppEnv>): Promise<AuthenticatedSession | null> {
  const token = getCookie(c, SESSION_COOKIE_NAME);
  if (!token) return null;
  const { db, now } = c.var.deps;
  const [found] = await sessionByToken(db, {}).execute({
    tokenHash: hashToken(token),
    now: now().toISOString(),
  });
  const usable = found && found.deactivatedAt === null && (found.session.type === 'user' || found.role);
  if (!found || !usable) return null;
  const { type, createdAt, ...rest } = found.session;
  const { role, language } = found;
  return { ...rest, account: accountOfSession(type), role, language, authenticatedAt: createdAt };
}

/** Sets c.var.session from the cookie (sessionOfRequest). */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('session', await sessionOfRequest(c));
  await next();
};

/** Revokes the current session (if any) and clears its cookie. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const session = c.var.session;
  if (session) {
    await c.var.deps.db.delete(sessions).where(eq(sessions.tokenHash, session.tokenHash));
  }
  deleteCookie(c, SESSION_COOKIE_NAME, { path: '/', secure: cookieIsSecure(c) });
  c.set('session', null);
}

export function sessionBody(session: AuthenticatedSession): Session {
  return {
    email: session.email,
    type: sessionTypeOf(session.account),
    authenticatedAt: session.authenticatedAt.getTime(),
    expiresAt: session.expiresAt.getTime(),
    ...(session.role ? { role: session.role } : {}),
    ...(session.language ? { language: session.language } : {}),
  };
}

/** A customer's sessions, by email (an admin's are found by their adminId). */
export function customerSessionsOf(email: string) {
  return and(eq(sessions.email, email), eq(sessions.type, sessionTypeOf('customer')));
}

export async function purgeExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
