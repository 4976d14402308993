import { type ComponentType, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { BaseLocationHook } from 'wouter';
import { pageLanguage } from '#client/app/page-language.ts';
import { readDeadLinkToken } from '#client/features/email-links/arrived-dead.tsx';
import { loadMessages } from '#client/lib/i18n.tsx';
import { linkPageMessages } from '#client/lib/link-page-messages.tsx';
import { saveSupportSession } from '#client/lib/session/support-session.ts';
import { readSiteConfig } from '#client/lib/site-config.tsx';
import type { LinkPageKind } from '#shared/prerendered-pages.ts';
import type { Session } from '#shared/schemas/session.ts';
import { LinkPageApp } from './link-page-app.tsx';

/** Each link's page, loaded alone: the confirmation's needs none of the reset's code. */
async function loadLinkPage(kind: LinkPageKind): Promise<ComponentType> {
  // An if, not a conditional expression, which Vite would give one list of files to preload for both.
  if (kind === 'confirm-email')
    return (await import('#client/app/pages/confirm-email-page.tsx')).ConfirmEmailPage;
  return (await import('#client/app/pages/reset-password-page.tsx')).ResetPasswordPage;
}

/**
 * Hydrates a prerendered link page with the link-page client. The page keeps its address: whatever takes
 * it elsewhere (a link, the page once its work is done) loads the app for the new address first, then
 * moves there and draws the app in the page's place in one render, so the page never shows itself
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
  async function moveTo(
    path: string,
    { replace = false, session }: { replace?: boolean; session?: Session },
  ) {
    const { appElement } = await import('#client/app/start-app.tsx');
    const app = await appElement(new URL(path, location.href).pathname);
    if (session) saveSupportSession(session);
    flushSync(() => {
      if (replace) history.replaceState(null, '', path);
      else history.pushState(null, '', path);
      root?.render(app);
    });
  }
  const path = location.pathname;
  const hook: BaseLocationHook = () => [
    path,
    (to, options) => void moveTo(to, { replace: options?.replace }),
  ];

  startTransition(() => {
    root = hydrateRoot(
      container,
      <LinkPageApp
        context={context}
        hook={hook}
        exit={(to, session) => moveTo(to, { replace: true, session })}
      >
        <LinkPage />
      </LinkPageApp>,
    );
  });
}
