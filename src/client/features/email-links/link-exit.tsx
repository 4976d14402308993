import { createContext, useContext } from 'react';
import type { Session } from '#shared/schemas/session.ts';

/**
 * How a link's page moves on once its work is done: to the app's page at `path`, with the session the
 * link started, if it started one. In the app it drops the cache and navigates
 * (`AppLinkExitProvider`); the link-page client first loads the app, then draws it in the page's place.
 * The page's toast follows once it resolves.
 */
export type LinkExit = (path: string, session?: Session) => Promise<void>;

const LinkExitContext = createContext<LinkExit | null>(null);

export const LinkExitProvider = LinkExitContext.Provider;

export function useLinkExit(): LinkExit {
  const exit = useContext(LinkExitContext);
  if (!exit) throw new Error('useLinkExit must be used inside a <LinkExitProvider>');
  return exit;
}
