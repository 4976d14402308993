import { clsx } from 'clsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { MapleLeaf } from './maple-leaf.tsx';

/**
 * The maple leaf and the product name. `compact` hides the name visually on the narrowest
 * screens (it stays in the accessible name); `inverted` is for dark backgrounds.
 */
export function BrandMark({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  const { productName } = useSiteConfig();
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
      <span
        className={clsx(
          'grid size-8 place-items-center rounded-lg',
          inverted ? 'bg-white text-maple-600' : 'bg-maple-600 text-white',
        )}
      >
        <MapleLeaf className="size-5" />
      </span>
      <span className={clsx(compact && 'max-[439px]:sr-only')}>{productName}</span>
    </span>
  );
}
