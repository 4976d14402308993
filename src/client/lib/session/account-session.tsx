import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { ApiError } from '#client/lib/api-fetch.ts';
import { SESSION_LIFETIME_MS } from '#shared/constants.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';
import type { Session } from '#shared/schemas/session.ts';
import {
  clearSupportSession,
  readSupportSession,
  saveSupportSession,
  storedSupportSession,
  subscribeSupportSession,
  supportSessionOf,
} from './support-session.ts';

export interface AccountSession {
  session: Session | null;
  /** Remembers a session the server has just started; the page shows it once this has resolved. */
  begin: (session: Session) => void | Promise<void>;
  /** Forgets the session and the account's cached data (sign-out, expiry or a 401). */
  end: () => void;
}

const AccountSessionContext = createContext<AccountSession | null>(null);

/**
 * A customer's or an admin's session as the page sees it: the support_session mirror of one kind of
 * account, dropped when it expires. `forgetCache` drops what the account's pages cached, which goes with
 * the session.
 * A prerendered page is hydrated as signed out, as the HTML was drawn, and shows the session's view right
 * after. The sign-in client, which has no queries, passes its own `begin`: it draws the app once the
 * session is there.
 */
export function AccountSessionProvider(props: {
  account: AccountKind;
  forgetCache?: () => void;
  begin?: (session: Session) => Promise<void>;
  children: ReactNode;
}) {
  const { account, forgetCache } = props;
  const stored = useSyncExternalStore(subscribeSupportSession, storedSupportSession, () => null);
  const session = useMemo(() => supportSessionOf(stored, account), [stored, account]);

  const begin = props.begin ?? saveSupportSession;
  const end = useCallback(() => {
    forgetCache?.();
    clearSupportSession();
  }, [forgetCache]);

  // Reading the mirror outside render drops it when it has expired or cannot be read.
  useEffect(() => {
    if (stored) readSupportSession(account);
  }, [stored, account]);

  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(end, session.authenticatedAt + SESSION_LIFETIME_MS - Date.now());
    return () => clearTimeout(timer);
  }, [session, end]);

  const value = useMemo(() => ({ session, begin, end }), [session, begin, end]);
  return <AccountSessionContext value={value}>{props.children}</AccountSessionContext>;
}

export function useAccountSession(): AccountSession {
  const value = useContext(AccountSessionContext);
  if (!value) throw new Error('useAccountSession must be used inside <AccountSessionProvider>');
  return value;
}

/**
 * A 401 means the server session is gone (expired, signed out elsewhere); a 403 that it is now the
 * other kind of account's (a sign-in as an admin replaced a customer's cookie, or the reverse). Either way:
 * show the sign-in form.
 */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** Ends the page's session when a query answers 401/403; true while that is the case. */
export function useEndSessionOnLoss(error: unknown): boolean {
  const { end } = useAccountSession();
  const lost = isSessionLost(error);
  useEffect(() => {
    if (lost) end();
  }, [lost, end]);
  return lost;
}
