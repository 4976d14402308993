import { Link } from 'wouter';
import { BrandMark } from '#client/components/brand-mark.tsx';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { pagePaths } from '#shared/routes.ts';

/** The top bar of the customer's pages: the brand, home, and the language switch. */
export function SiteBar() {
  return (
    <header className="border-b border-border bg-white">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-2 px-4 sm:h-16 sm:px-6">
        <Link to={pagePaths.home} className="mr-auto rounded-md">
          <BrandMark compact />
        </Link>
        <LanguageSwitch />
      </div>
    </header>
  );
}
