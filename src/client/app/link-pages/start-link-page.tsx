import { type ComponentType, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { appHandOver } from '#client/app/app-hand-over.ts';
import { pageLanguage } from '#client/app/page-language.ts';
import { readDeadLinkToken } from '#client/features/email-links/arrived-dead.tsx';
import { loadMessages } from '#client/lib/i18n.tsx';
import { linkPageMessages } from '#client/lib/link-page-messages.tsx';
import { readSiteConfig } from '#client/lib/site-config.tsx';
import type { LinkPageKind } from '#shared/prerendered-pages.ts';
import { LinkPageApp } from './link-page-app.tsx';

/** Each link's page, loaded alone: the confirmation's needs none of the reset's code. */
async function loadLinkPage(kind: LinkPageKind): Promise<ComponentType> {
  if (kind === 'confirm-email')
    return (await import('#client/app/pages/confirm-email-page.tsx')).ConfirmEmailPage;
  return (await import('#client/app/pages/reset-password-page.tsx')).ResetPasswordPage;
}

/**
 * Hydrates a prerendered link page with the link-page client. Whatever takes it elsewhere (a link, the
 * page once its work is done) hands it over to the app (`appHandOver`), so the page never shows itself
 * without its token, and the user lands on the app's page with its toast, as in the app.
 */
export async function startLinkPage(container: HTMLElement): Promise<void> {
  const kind = container.dataset.linkPage;
  if (kind !== 'confirm-email' && kind !== 'reset-password') throw new Error(`no link page for '${kind}'`);
  const language = pageLanguage();
  const [messages, , LinkPage] = await Promise.all([
    loadMessages(language),
    linkPageMessages.load(language),
    loadLinkPage(kind),
  ]);
  const context = {
    language,
    messages,
    config: readSiteConfig(document),
    deadLinkToken: readDeadLinkToken(document),
  };

  let root: Root | undefined;
  const { hook, handOver } = appHandOver(() => root);

  startTransition(() => {
    root = hydrateRoot(
      container,
      <LinkPageApp
        context={context}
        hook={hook}
        exit={(to, session) => handOver({ to, replace: true, session })}
      >
        <LinkPage />
      </LinkPageApp>,
    );
  });
}
