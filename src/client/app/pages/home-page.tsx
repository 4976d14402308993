import { useMemo, useState } from 'react';
import { HydrateLater } from '#client/components/hydrate-later.tsx';
import { type PageActions, PageActionsContext } from '#client/components/page-actions.tsx';
import { DemoChat } from '#client/features/chat/components/demo-chat.tsx';
import { FullScreenChat } from '#client/features/chat/components/full-screen-chat.tsx';
import { AboutSection } from '#client/features/landing/components/about-section.tsx';
import { FeaturesSection } from '#client/features/landing/components/features-section.tsx';
import { HeroSection } from '#client/features/landing/components/hero-section.tsx';
import { SiteFooter } from '#client/features/landing/components/site-footer.tsx';
import { SiteHeader } from '#client/features/landing/components/site-header.tsx';
import { WhyChooseSection } from '#client/features/landing/components/why-choose-section.tsx';
import { LazyPlatformOverlay } from '#client/features/platform/components/lazy-platform-overlay.tsx';
import { LazyTicketFormDialog } from '#client/features/tickets/components/lazy-ticket-form-dialog.tsx';
import { useMessages } from '#client/lib/i18n.tsx';
import { PublicMessagesProvider } from '#client/lib/public-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function HomePage() {
  const { common, meta } = useMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(meta.homeTitle(productName));
  const [ticketFormOpen, setTicketFormOpen] = useState(false);
  const [platformOpen, setPlatformOpen] = useState(false);
  const actions = useMemo<PageActions>(
    () => ({ openPlatform: () => setPlatformOpen(true), openTicketForm: () => setTicketFormOpen(true) }),
    [],
  );
  return (
    <PublicMessagesProvider>
      <PageActionsContext value={actions}>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {common.skipToContent}
        </a>
        <SiteHeader />
        <main id="main">
          <HeroSection />
          <HydrateLater>
            <DemoChat />
          </HydrateLater>
          <HydrateLater>
            <FeaturesSection />
          </HydrateLater>
          <HydrateLater>
            <WhyChooseSection />
          </HydrateLater>
          <HydrateLater>
            <AboutSection />
          </HydrateLater>
        </main>
        <HydrateLater>
          <SiteFooter />
        </HydrateLater>
        <LazyPlatformOverlay
          open={platformOpen}
          onOpenChange={setPlatformOpen}
          onSupport={actions.openTicketForm}
          chat={<FullScreenChat />}
        />
        <LazyTicketFormDialog open={ticketFormOpen} onOpenChange={setTicketFormOpen} />
      </PageActionsContext>
    </PublicMessagesProvider>
  );
}
