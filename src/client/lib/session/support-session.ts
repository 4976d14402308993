import { SESSION_LIFETIME_MS, SESSION_STORAGE_KEY } from '#shared/constants.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';
import type { Session } from '#shared/schemas/session.ts';
import { sessionTypeOf } from '#shared/session-type.ts';

/**
 * The browser's mirror of the server session (localStorage `support_session`: email, authenticatedAt, type), used only
 * to decide what to show before the server answers; the httpOnly cookie is what the server trusts.
 */
export function readSupportSession(account: AccountKind, now = Date.now()): Session | null {
  const stored = storedSupportSession();
  if (!stored) return null;
  const session = sessionInMirror(stored, now);
  if (!session) {
    clearSupportSession();
    return null;
  }
  return session.type === sessionTypeOf(account) ? session : null;
}

/** The mirror's session of `account` in `stored`, not touching storage: null if absent, unreadable or expired. */
export function supportSessionOf(
  stored: string | null,
  account: AccountKind,
  now = Date.now(),
): Session | null {
  const session = stored ? sessionInMirror(stored, now) : null;
  return session?.type === sessionTypeOf(account) ? session : null;
}

function sessionInMirror(stored: string, now: number): Session | null {
  const session = asSession(safeJson(stored));
  return session && now < session.authenticatedAt + SESSION_LIFETIME_MS ? session : null;
}

/** sessionSchema's check, by hand: zod would triple the size of the account pages that read the mirror. */
function asSession(value: unknown): Session | null {
  if (typeof value !== 'object' || value === null) return null;
  const { email, type, authenticatedAt, expiresAt } = value as Record<string, unknown>;
  if (typeof email !== 'string' || (type !== 'user' && type !== 'admin')) return null;
  if (!Number.isInteger(authenticatedAt) || !Number.isInteger(expiresAt)) return null;
  return { email, type, authenticatedAt: authenticatedAt as number, expiresAt: expiresAt as number };
}

/** The mirror when storage is unavailable (private mode): the cookie session still works for this tab. */
let unstored: string | null = null;
const listeners = new Set<() => void>();

/** The mirror as stored, a string React can compare between renders. */
export function storedSupportSession(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY) ?? unstored;
  } catch {
    return unstored;
  }
}

/** Calls `listener` whenever this tab saves or clears the mirror. */
export function subscribeSupportSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveSupportSession(session: Session): void {
  const value = JSON.stringify({ ...session, email: session.email.toLowerCase() });
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, value);
  } catch {
    unstored = value;
  }
  for (const listener of listeners) listener();
}

export function clearSupportSession(): void {
  unstored = null;
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
  for (const listener of listeners) listener();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
