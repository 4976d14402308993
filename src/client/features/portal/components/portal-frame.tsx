import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SiteBar } from '#client/components/site-bar.tsx';
import { useSignInMessages } from '#client/lib/sign-in-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { pagePaths } from '#shared/routes.ts';

/** /my-tickets around its sign-in card or tickets: the site bar, the way home, the heading. */
export function PortalFrame({ children }: { children: ReactNode }) {
  const { portal } = useSignInMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(portal.pageTitle(productName));
  return (
    <div className="min-h-dvh bg-stone-50">
      <SiteBar />
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
        {children}
      </main>
    </div>
  );
}
