import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { BrandMark } from '#client/components/brand-mark.tsx';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { MyTickets } from '#client/features/portal/components/my-tickets.tsx';
import { useDeskMessages } from '#client/lib/desk-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { pagePaths } from '#shared/routes.ts';

export function MyTicketsPage() {
  const { portal } = useDeskMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(portal.pageTitle(productName));
  return (
    <div className="min-h-dvh bg-stone-50">
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-4 sm:h-16 sm:px-6">
          <Link to={pagePaths.home} className="mr-auto rounded-md">
            <BrandMark compact />
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-2">
          <Link
            to={pagePaths.home}
            className="inline-flex items-center gap-1 justify-self-start rounded-sm text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {portal.backHome}
          </Link>
          <h1 className="text-3xl font-bold tracking-tight">{portal.heading}</h1>
          <p className="text-muted-foreground">{portal.intro}</p>
        </div>
        <MyTickets />
      </main>
    </div>
  );
}
