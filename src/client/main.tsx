import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from '#client/app/providers.tsx';
import { AppRoutes } from '#client/app/routes.tsx';
import { loadMessages } from '#client/lib/i18n.tsx';
import { readSiteConfig } from '#client/lib/site-config.tsx';
import { defaultLanguage, isLanguage } from '#shared/language.ts';
import './styles.css';

const pageLanguage = document.documentElement.lang;
const language = isLanguage(pageLanguage) ? pageLanguage : defaultLanguage;
const context = { language, messages: await loadMessages(language), config: readSiteConfig(document) };

const app = (
  <StrictMode>
    <Providers context={context}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
// Prerendered pages (home, 404) hydrate; the app shell arrives empty and renders from scratch.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
