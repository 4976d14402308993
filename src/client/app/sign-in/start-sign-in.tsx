import { type ComponentType, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { appHandOver } from '#client/app/app-hand-over.ts';
import { pageLanguage } from '#client/app/page-language.ts';
import { loadMessages } from '#client/lib/i18n.tsx';
import { rememberSignedInHere } from '#client/lib/session/signed-in-here.ts';
import { signInMessages } from '#client/lib/sign-in-messages.tsx';
import { readSiteConfig } from '#client/lib/site-config.tsx';
import type { AccountKind } from '#shared/schemas/email-links.ts';
import type { Session } from '#shared/schemas/session.ts';
import { SignInApp } from './sign-in-app.tsx';

/** Each account's sign-in page, loaded alone: a customer's card needs none of the admin's code. */
async function loadSignInPage(account: AccountKind): Promise<ComponentType> {
  if (account === 'customer') return (await import('./customer-sign-in.tsx')).CustomerSignIn;
  return (await import('./admin-sign-in.tsx')).AdminSignIn;
}

/**
 * Hydrates a prerendered sign-in card with the sign-in client. Once the server has started a session, or
 * a link leads elsewhere, it hands its place over to the app (`appHandOver`): the card keeps saying it is
 * signing in until the app is drawn.
 */
export async function startSignIn(container: HTMLElement): Promise<void> {
  const account = container.dataset.signIn;
  if (account !== 'customer' && account !== 'admin') throw new Error(`no sign-in card for '${account}'`);
  const language = pageLanguage();
  const [messages, , SignInPage] = await Promise.all([
    loadMessages(language),
    signInMessages.load(language),
    loadSignInPage(account),
  ]);
  const context = { language, messages, config: readSiteConfig(document) };

  let root: Root | undefined;
  const { hook, handOver } = appHandOver(() => root);
  async function begin(session: Session): Promise<void> {
    rememberSignedInHere();
    await handOver({ session });
  }

  startTransition(() => {
    root = hydrateRoot(
      container,
      <SignInApp context={context} account={account} begin={begin} hook={hook}>
        <SignInPage />
      </SignInApp>,
    );
  });
}
