import { ArrowRight } from 'lucide-react';
import { BrandMark } from '#client/components/brand-mark.tsx';
import { LanguageSwitch } from '#client/components/language-switch.tsx';
import { usePageActions } from '#client/components/page-actions.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { usePublicMessages } from '#client/lib/public-messages.tsx';

/** Sticky header; below md the section links move to a second row instead of hiding behind a menu. */
export function SiteHeader() {
  const { common, landing } = usePublicMessages();
  const { openPlatform } = usePageActions();
  const anchors = [
    { href: '#features', label: landing.nav.features },
    { href: '#about', label: landing.nav.about },
    { href: '#contact', label: landing.nav.contact },
  ];
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 sm:gap-x-3 sm:px-6">
        <a href="/" className="mr-auto flex h-14 items-center rounded-md md:h-16">
          <BrandMark compact />
        </a>
        <nav aria-label={common.mainNavigation} className="order-last w-full md:order-none md:w-auto">
          <ul className="-mx-2 flex items-center gap-1 pb-1.5 md:mx-0 md:pb-0">
            {anchors.map((anchor) => (
              <li key={anchor.href}>
                <a
                  href={anchor.href}
                  className="block rounded-md px-2.5 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground md:px-3 md:py-2"
                >
                  {anchor.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
        <Button variant="canadian" size="compact-xs" onClick={openPlatform}>
          {common.enterPlatform}
          <ArrowRight aria-hidden="true" className="hidden sm:block" />
        </Button>
      </div>
    </header>
  );
}
