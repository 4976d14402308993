import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { defaultLanguage, isLanguage } from '#shared/language.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/routes.tsx';
import { loadMessages } from './lib/i18n.tsx';
import { readSiteConfig } from './lib/site-config.tsx';
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
