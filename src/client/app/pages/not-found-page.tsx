import { Link } from 'wouter';
import { MapleLeaf } from '#client/components/maple-leaf.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useMessages } from '#client/lib/i18n.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { pagePaths } from '#shared/routes.ts';

export function NotFoundPage() {
  const { meta, notFound } = useMessages();
  const { productName } = useSiteConfig();
  useDocumentTitle(meta.notFoundTitle(productName));
  return (
    <main className="grid min-h-dvh place-items-center bg-stone-50 px-4">
      <div className="flex max-w-md flex-col items-center text-center">
        <MapleLeaf className="size-14 text-maple-600" />
        <p className="mt-6 text-6xl font-extrabold tracking-tight text-maple-600">404</p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{notFound.title}</h1>
        <p className="mt-3 text-muted-foreground">{notFound.body}</p>
        <Button asChild className="mt-8">
          <Link to={pagePaths.home}>{notFound.returnHome}</Link>
        </Button>
      </div>
    </main>
  );
}
