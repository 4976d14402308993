import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readDeadLinkToken } from '#client/features/email-links/arrived-dead.tsx';
import { loadMessages } from '#client/lib/i18n.tsx';
import { readSiteConfig } from '#client/lib/site-config.tsx';
import { defaultLanguage, isLanguage } from '#shared/language.ts';
import { Providers } from './providers.tsx';
import { AppRoutes, preloadPage } from './routes.tsx';

/**
 * Hydrates a prerendered page, or renders the app shell's page from scratch, once the page's code and
 * strings are there: hydrated at once, a prerendered account page never shows its loading state.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const pageLanguage = document.documentElement.lang;
  const language = isLanguage(pageLanguage) ? pageLanguage : defaultLanguage;
  const [messages] = await Promise.all([loadMessages(language), preloadPage(location.pathname, language)]);
  const context = {
    language,
    messages,
    config: readSiteConfig(document),
    deadLinkToken: readDeadLinkToken(document),
  };
  const app = (
    <StrictMode>
      <Providers context={context}>
        <AppRoutes />
      </Providers>
    </StrictMode>
  );

  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread until the header and hero are done; the page is already on screen, nothing waits for it.
  if (container.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}
