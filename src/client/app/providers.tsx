import type { ReactNode } from 'react';
import type { Language } from '#shared/language.ts';
import type { SiteConfig } from '#shared/site-config.ts';
import { I18nProvider } from '../lib/i18n.tsx';
import { SiteConfigProvider } from '../lib/site-config.tsx';
import type { Messages } from '../locales/en/index.ts';

export interface AppContext {
  language: Language;
  messages: Messages;
  config: SiteConfig;
}

/** Everything above the router, identical in the prerenderer and the browser. */
export function Providers({ context, children }: { context: AppContext; children: ReactNode }) {
  return (
    <SiteConfigProvider config={context.config}>
      <I18nProvider language={context.language} messages={context.messages}>
        {children}
      </I18nProvider>
    </SiteConfigProvider>
  );
}
