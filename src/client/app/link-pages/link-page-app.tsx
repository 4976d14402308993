import { type ReactNode, StrictMode } from 'react';
import type { BaseLocationHook } from 'wouter';
import { Router } from 'wouter';
import { type AppContext, Providers } from '#client/app/providers.tsx';
import { RootLayout } from '#client/app/root-layout.tsx';
import { type LinkExit, LinkExitProvider } from '#client/features/email-links/link-exit.tsx';
import { LinkPageMessagesProvider } from '#client/lib/link-page-messages.tsx';

interface LinkPageAppProps {
  context: AppContext;
  /** Loads the app and draws it in the page's place at a path; absent when prerendered. */
  exit?: LinkExit;
  /** The router's location: the page's own until the app takes over; absent when prerendered. */
  hook?: BaseLocationHook;
  /** The path and query, when prerendered. */
  ssrPath?: string;
  ssrSearch?: string;
  /** The link's page. */
  children: ReactNode;
}

const prerendering: LinkExit = () => Promise.reject(new Error('a prerendered link page does not move on'));

/**
 * /confirm-email's or /reset-password's page with only what it needs to be used: no route table, no
 * cache, no account catalog. The prerenderer draws these pages with it and the link-page client
 * hydrates them.
 */
export function LinkPageApp({
  context,
  exit = prerendering,
  hook,
  ssrPath,
  ssrSearch,
  children,
}: LinkPageAppProps) {
  return (
    <StrictMode>
      <Providers context={context}>
        <LinkPageMessagesProvider>
          <Router hook={hook} ssrPath={ssrPath} ssrSearch={ssrSearch}>
            <RootLayout>
              <LinkExitProvider value={exit}>{children}</LinkExitProvider>
            </RootLayout>
          </Router>
        </LinkPageMessagesProvider>
      </Providers>
    </StrictMode>
  );
}
