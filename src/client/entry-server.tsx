import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { Providers } from '#client/app/providers.tsx';
import { AppRoutes } from '#client/app/routes.tsx';
import { loadMessages } from '#client/lib/i18n.tsx';
import type { Language } from '#shared/language.ts';
import { siteConfigPlaceholders } from '#shared/site-config.ts';

export type PrerenderedKind = 'home' | 'not-found';

const pathFor: Record<PrerenderedKind, string> = { home: '/', 'not-found': '/__not-found__' };

export { loadMessages };

/**
 * Renders a page to HTML at build time. The site configuration is rendered as placeholders
 * that the server replaces with the running instance's values.
 */
export async function renderPage(kind: PrerenderedKind, language: Language): Promise<string> {
  const messages = await loadMessages(language);
  return renderToString(
    <StrictMode>
      <Providers context={{ language, messages, config: siteConfigPlaceholders }}>
        <Router ssrPath={pathFor[kind]}>
          <AppRoutes />
        </Router>
      </Providers>
    </StrictMode>,
  );
}
