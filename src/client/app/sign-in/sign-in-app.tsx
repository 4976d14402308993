import { type ReactNode, StrictMode } from 'react';
import { type BaseLocationHook, Router } from 'wouter';
import { type AppContext, Providers } from '#client/app/providers.tsx';
import { RootLayout } from '#client/app/root-layout.tsx';
import { AccountSessionProvider } from '#client/lib/session/account-session.tsx';
import { SignInMessagesProvider } from '#client/lib/sign-in-messages.tsx';
import type { AccountKind } from '#shared/schemas/email-links.ts';
import type { Session } from '#shared/schemas/session.ts';

interface SignInAppProps {
  context: AppContext;
  account: AccountKind;
  /** Starts the session and draws the app in the card's place; absent when prerendered. */
  begin?: (session: Session) => Promise<void>;
  /** The router's location: the card's own until the app takes over; absent when prerendered. */
  hook?: BaseLocationHook;
  /** The path, when prerendered. */
  ssrPath?: string;
  /** The account's sign-in page. */
  children: ReactNode;
}

/**
 * /my-tickets' or /admin's sign-in card with only what it needs to be used: no route table, no cache,
 * no account catalog. The prerenderer draws these pages with it and the sign-in client hydrates them.
 */
export function SignInApp({ context, account, begin, hook, ssrPath, children }: SignInAppProps) {
  return (
    <StrictMode>
      <Providers context={context}>
        <SignInMessagesProvider>
          <Router hook={hook} ssrPath={ssrPath}>
            <RootLayout>
              <AccountSessionProvider account={account} begin={begin}>
                {children}
              </AccountSessionProvider>
            </RootLayout>
          </Router>
        </SignInMessagesProvider>
      </Providers>
    </StrictMode>
  );
}
