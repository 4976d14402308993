import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { Session } from '#shared/session.ts';
import { SESSION_LIFETIME_MS } from '#shared/session-rules.ts';
import { ApiError } from '../../lib/api-client.ts';
import { clearSupportSession, readSupportSession, saveSupportSession } from '../../lib/support-session.ts';
import { myTicketKeys } from './api.ts';

interface PortalSession {
  session: Session | null;
  /** Remembers a session the server has just started. */
  begin: (session: Session) => void;
  /** Forgets the session and the customer's cached tickets (sign-out, expiry or a 401). */
  end: () => void;
}

const PortalSessionContext = createContext<PortalSession | null>(null);

/** The customer's session as the page sees it: the support_session mirror, dropped when it expires. */
export function PortalSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState(() => readSupportSession('user'));

  const begin = useCallback((next: Session) => {
    saveSupportSession(next);
    setSession(next);
  }, []);
  const end = useCallback(() => {
    clearSupportSession();
    queryClient.removeQueries({ queryKey: myTicketKeys.all });
    setSession(null);
  }, [queryClient]);

  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(end, session.authenticatedAt + SESSION_LIFETIME_MS - Date.now());
    return () => clearTimeout(timer);
  }, [session, end]);

  const value = useMemo(() => ({ session, begin, end }), [session, begin, end]);
  return <PortalSessionContext value={value}>{children}</PortalSessionContext>;
}

export function usePortalSession(): PortalSession {
  const value = useContext(PortalSessionContext);
  if (!value) throw new Error('usePortalSession must be used inside <PortalSessionProvider>');
  return value;
}

/** A 401 means the server session is gone (expired, signed out elsewhere): show the sign-in card. */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Ends the page's session when a query answers 401; true while that is the case. */
export function useEndSessionOn401(error: unknown): boolean {
  const { end } = usePortalSession();
  const lost = isSessionLost(error);
  useEffect(() => {
    if (lost) end();
  }, [lost, end]);
  return lost;
}
