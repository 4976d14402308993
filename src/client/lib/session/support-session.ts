import { SESSION_LIFETIME_MS, SESSION_STORAGE_KEY } from '#shared/constants.ts';
import type { Session, SessionType } from '#shared/schemas/session.ts';

/**
 * The browser's mirror of the server session (localStorage `support_session`: email, authenticatedAt, type), used only
 * to decide what to show before the server answers; the httpOnly cookie is what the server trusts.
 */
export function readSupportSession(type: SessionType, now = Date.now()): Session | null {
  let stored: string | null;
  try {
    stored = localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!stored) return null;
  const session = asSession(safeJson(stored));
  if (!session || now >= session.authenticatedAt + SESSION_LIFETIME_MS) {
    clearSupportSession();
    return null;
  }
  return session.type === type ? session : null;
}

/** sessionSchema's check, by hand: zod would triple the size of the desk pages that read the mirror. */
function asSession(value: unknown): Session | null {
  if (typeof value !== 'object' || value === null) return null;
  const { email, type, authenticatedAt, expiresAt } = value as Record<string, unknown>;
  if (typeof email !== 'string' || (type !== 'user' && type !== 'admin')) return null;
  if (!Number.isInteger(authenticatedAt) || !Number.isInteger(expiresAt)) return null;
  return { email, type, authenticatedAt: authenticatedAt as number, expiresAt: expiresAt as number };
}

export function saveSupportSession(session: Session): void {
  try {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ ...session, email: session.email.toLowerCase() }),
    );
  } catch {
    // Storage unavailable (private mode): the cookie session still works for this tab.
  }
}

export function clearSupportSession(): void {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
