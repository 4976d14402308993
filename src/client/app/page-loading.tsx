import { BrandMark } from '#client/components/brand-mark.tsx';
import { MapleLeaf } from '#client/components/maple-leaf.tsx';
import { useMessages } from '#client/lib/i18n.tsx';

/**
 * The frame of the desk and the portal while a page's code loads: their top bar and a status that says
 * so. The first HTML of a page drawn in the browser (the app shell) carries it too.
 */
export function PageLoading() {
  const { common } = useMessages();
  return (
    <div className="min-h-dvh bg-stone-50">
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center px-4 sm:px-6">
          <BrandMark compact />
        </div>
      </header>
      <main aria-busy="true" className="grid place-items-center px-4 py-16">
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <MapleLeaf className="size-5 animate-pulse text-maple-600" />
          {common.loading}
        </p>
      </main>
    </div>
  );
}
