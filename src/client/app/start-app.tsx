import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadMessages } from '#client/lib/i18n.tsx';
import { readSiteConfig } from '#client/lib/site-config.tsx';
import { defaultLanguage, isLanguage } from '#shared/language.ts';
import { Providers } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

/** Hydrates a prerendered page (home, 404), or renders the app shell's page from scratch. */
export async function startApp(container: HTMLElement): Promise<void> {
  const pageLanguage = document.documentElement.lang;
  const language = isLanguage(pageLanguage) ? pageLanguage : defaultLanguage;
  const context = { language, messages: await loadMessages(language), config: readSiteConfig(document) };
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
