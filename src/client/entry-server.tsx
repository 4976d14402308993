import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { LinkPageApp } from '#client/app/link-pages/link-page-app.tsx';
import { PageLoading } from '#client/app/page-loading.tsx';
import { ConfirmEmailPage } from '#client/app/pages/confirm-email-page.tsx';
import { ResetPasswordPage } from '#client/app/pages/reset-password-page.tsx';
import { Providers } from '#client/app/providers.tsx';
import { AppRoutes, preloadPage } from '#client/app/routes.tsx';
import { AdminSignIn } from '#client/app/sign-in/admin-sign-in.tsx';
import { CustomerSignIn } from '#client/app/sign-in/customer-sign-in.tsx';
import { SignInApp } from '#client/app/sign-in/sign-in-app.tsx';
import { adminPageTitle } from '#client/features/admin/use-admin-page-title.ts';
import { loadAccountMessages } from '#client/lib/account-messages.tsx';
import { loadMessages } from '#client/lib/i18n.tsx';
import { linkPageMessages } from '#client/lib/link-page-messages.tsx';
import { signInMessages } from '#client/lib/sign-in-messages.tsx';
import type { AccountMessages } from '#client/locales/en/account.ts';
import type { Messages } from '#client/locales/en/index.ts';
import type { Language } from '#shared/language.ts';
import {
  type DeadLinkKind,
  deadLinkKind,
  linkPageKinds,
  PRERENDERED_LINK_TOKEN,
  type PrerenderedKind,
  prerenderedPages,
} from '#shared/prerendered-pages.ts';
import { siteConfigPlaceholders } from '#shared/site-config.ts';

const NOT_FOUND_PATH = '/__not-found__';

/** The pages as the router knows them; a dead link is drawn by its link page. */
type RoutedKind = Exclude<PrerenderedKind, DeadLinkKind>;

/** Each page's title, as the page itself sets it once its code runs. */
const titles: Record<RoutedKind, (messages: Messages & AccountMessages, product: string) => string> = {
  home: ({ meta }, product) => meta.homeTitle(product),
  'not-found': ({ meta }, product) => meta.notFoundTitle(product),
  'my-tickets': ({ portal }, product) => portal.pageTitle(product),
  admin: adminPageTitle,
  'confirm-email': ({ emailLinks }, product) => emailLinks.confirm.pageTitle(product),
  'reset-password': ({ emailLinks }, product) => emailLinks.reset.pageTitle(product),
};

export interface RenderedPage {
  title: string;
  /** The site's description, for the meta tag. */
  description: string;
  html: string;
}

/**
 * Renders a page to HTML at build time, once its code and strings have loaded. renderToString, not
 * react-dom/static: prerender outlines large Suspense boundaries behind inline scripts, which the CSP
 * refuses. The site configuration is rendered as placeholders that the server replaces with the running
 * instance's values.
 */
export async function renderPage(kind: PrerenderedKind, language: Language): Promise<RenderedPage> {
  const messages = await loadMessages(language);
  const account = await loadAccountMessages(language);
  const deadLinkOf = linkPageKinds.find((linkKind) => kind === deadLinkKind(linkKind));
  const pageKind = deadLinkOf ?? (kind as RoutedKind);
  const page = pageKind === 'not-found' ? { path: NOT_FOUND_PATH, link: false } : prerenderedPages[pageKind];
  const context = {
    language,
    messages,
    config: siteConfigPlaceholders,
    deadLinkToken: deadLinkOf && PRERENDERED_LINK_TOKEN,
  };
  const signIn = 'signIn' in page ? page.signIn : undefined;
  const linkPage = pageKind === 'confirm-email' || pageKind === 'reset-password' ? pageKind : undefined;
  if (signIn) await signInMessages.load(language);
  else if (linkPage) await linkPageMessages.load(language);
  else await preloadPage(page.path, language);
  const ssrSearch = page.link ? `token=${PRERENDERED_LINK_TOKEN}` : '';
  const html = renderToString(
    signIn ? (
      <SignInApp context={context} account={signIn} ssrPath={page.path}>
        {signIn === 'customer' ? <CustomerSignIn /> : <AdminSignIn />}
      </SignInApp>
    ) : linkPage ? (
      <LinkPageApp context={context} ssrPath={page.path} ssrSearch={ssrSearch}>
        {linkPage === 'confirm-email' ? <ConfirmEmailPage /> : <ResetPasswordPage />}
      </LinkPageApp>
    ) : (
      <StrictMode>
        <Providers context={context}>
          <Router ssrPath={page.path} ssrSearch={ssrSearch}>
            <AppRoutes />
          </Router>
        </Providers>
      </StrictMode>
    ),
  );
  const product = siteConfigPlaceholders.productName;
  return {
    title: titles[pageKind]({ ...messages, ...account }, product),
    description: messages.meta.homeDescription(product),
    html,
  };
}

/** The app shell's loading frame, drawn beside its empty #root until the app draws into it. */
export async function renderLoadingFrame(language: Language): Promise<string> {
  const context = { language, messages: await loadMessages(language), config: siteConfigPlaceholders };
  return renderToString(
    <Providers context={context}>
      <PageLoading />
    </Providers>,
  );
}

export { loadMessages };
