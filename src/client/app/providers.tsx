import type { ReactNode } from 'react';
import { ArrivedDeadProvider } from '#client/features/email-links/arrived-dead.tsx';
import { I18nProvider } from '#client/lib/i18n.tsx';
import { SiteConfigProvider } from '#client/lib/site-config.tsx';
import type { Messages } from '#client/locales/en/index.ts';
import type { Language } from '#shared/language.ts';
import type { SiteConfig } from '#shared/site-config.ts';

export interface AppContext {
  language: Language;
  messages: Messages;
  config: SiteConfig;
  /** The emailed link's token the server found dead and drew its page for. */
  deadLinkToken?: string;
}

/** Everything above the router, identical in the prerenderer and the browser. */
export function Providers({ context, children }: { context: AppContext; children: ReactNode }) {
  return (
    <SiteConfigProvider config={context.config}>
      <I18nProvider language={context.language} messages={context.messages}>
        <ArrivedDeadProvider token={context.deadLinkToken}>{children}</ArrivedDeadProvider>
      </I18nProvider>
    </SiteConfigProvider>
  );
}
