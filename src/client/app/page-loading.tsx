import { MapleLeaf } from '#client/components/maple-leaf.tsx';

/** Shown while a page's code loads: a quiet pulse, no text to translate before the catalog is known. */
export function PageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center" aria-busy="true">
      <MapleLeaf className="size-10 animate-pulse text-maple-600" />
    </div>
  );
}
