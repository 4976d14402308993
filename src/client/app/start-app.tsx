import { StrictMode } from 'react';
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

  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
