import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Providers } from '#client/app/providers.tsx';
import { AccountMessagesProvider, loadAccountMessages } from '#client/lib/account-messages.tsx';
import { loadMessages } from '#client/lib/i18n.tsx';
import { PublicMessagesProvider, publicMessages } from '#client/lib/public-messages.tsx';
import type { Language } from '#shared/language.ts';
import type { SiteConfig } from '#shared/site-config.ts';

export const testSiteConfig: SiteConfig = {
  productName: 'Maple AI',
  aiProviderName: 'Maple Assistant',
  aiHost: '',
  platformUrl: '',
  publicUrl: 'http://localhost:3000',
  organisationName: 'Maple AI',
  contactEmail: 'support@maple.test',
  contactPhone: '',
  contactAddress: '',
};

/**
 * Renders UI inside the app's providers and a router at `path`, the way the browser would, with the
 * account pages' and the landing page's catalogs already loaded so the first render shows the strings.
 */
export async function renderApp(
  ui: ReactElement,
  {
    language = 'en',
    path = '/',
    config,
  }: { language?: Language; path?: string; config?: Partial<SiteConfig> } = {},
) {
  const messages = await loadMessages(language);
  await Promise.all([loadAccountMessages(language), publicMessages.load(language)]);
  return render(
    <Providers context={{ language, messages, config: { ...testSiteConfig, ...config } }}>
      <Router hook={memoryLocation({ path }).hook}>
        <AccountMessagesProvider>
          <PublicMessagesProvider>{ui}</PublicMessagesProvider>
        </AccountMessagesProvider>
      </Router>
    </Providers>,
  );
}
