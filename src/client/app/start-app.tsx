import { type ReactElement, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readDeadLinkToken } from '#client/features/email-links/arrived-dead.tsx';
import { loadMessages } from '#client/lib/i18n.tsx';
import { readSiteConfig } from '#client/lib/site-config.tsx';
import { pageLanguage } from './page-language.ts';
import { Providers } from './providers.tsx';
import { AppRoutes, preloadPage } from './routes.tsx';

/**
 * The app for the page at `path` (the page as it is now, by default), once the page's code and strings
 * are there: rendered with them at once, a prerendered account page never shows its loading state.
 */
export async function appElement(path = location.pathname): Promise<ReactElement> {
  const language = pageLanguage();
  const [messages] = await Promise.all([loadMessages(language), preloadPage(path, language)]);
  const context = {
    language,
    messages,
    config: readSiteConfig(document),
    deadLinkToken: readDeadLinkToken(document),
  };
  return (
    <StrictMode>
      <Providers context={context}>
        <AppRoutes />
      </Providers>
    </StrictMode>
  );
}

/** Hydrates a prerendered page, or renders the app shell's page from scratch. */
export async function startApp(container: HTMLElement): Promise<void> {
  const app = await appElement();
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread until the header and hero are done; the page is already on screen, nothing waits for it.
  if (container.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}
