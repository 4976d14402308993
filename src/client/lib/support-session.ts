import {
  SESSION_LIFETIME_MS,
  SESSION_STORAGE_KEY,
  type Session,
  type SessionType,
  sessionSchema,
} from '#shared/session.ts';

/**
 * The browser's mirror of the server session (spec §3: localStorage `support_session`), used only
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
  const parsed = sessionSchema.safeParse(safeJson(stored));
  if (!parsed.success || now >= parsed.data.authenticatedAt + SESSION_LIFETIME_MS) {
    clearSupportSession();
    return null;
  }
  return parsed.data.type === type ? parsed.data : null;
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
