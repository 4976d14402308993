import { ArrowRight, Check } from 'lucide-react';
import { MapleLeaf } from '#client/components/maple-leaf.tsx';
import { usePageActions } from '#client/components/page-actions.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { usePublicMessages } from '#client/lib/public-messages.tsx';

export function HeroSection() {
  const { common, landing } = usePublicMessages();
  const { openPlatform } = usePageActions();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-maple-50),transparent_65%)]"
      />
      <MapleLeaf className="pointer-events-none absolute -top-16 -right-24 -z-10 size-[26rem] rotate-12 text-maple-600/[0.06] sm:-right-10 sm:size-[34rem]" />
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:pt-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-maple-200 bg-white px-3 py-1 text-xs font-semibold text-maple-800 shadow-sm sm:text-sm">
          <MapleLeaf className="size-3.5 text-maple-600" />
          {landing.hero.badge}
        </p>
        <h1
          id="hero-title"
          className="mt-6 max-w-3xl text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {landing.hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground sm:text-xl">
          {landing.hero.subtitle}
        </p>
        <div className="mt-9 flex flex-col gap-3 sm:flex-row">
          <Button variant="hero" size="lg" onClick={openPlatform}>
            {common.enterPlatform}
            <ArrowRight aria-hidden="true" />
          </Button>
          <Button variant="outline" size="lg" asChild>
            <a href="#features">{landing.hero.learnMore}</a>
          </Button>
        </div>
        <ul className="mt-10 flex flex-col gap-3 text-sm font-medium text-stone-700 sm:flex-row sm:flex-wrap sm:gap-x-8">
          {landing.hero.promises.map((promise) => (
            <li key={promise} className="flex items-center gap-2">
              <span className="grid size-5 place-items-center rounded-full bg-maple-100 text-maple-700">
                <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
              </span>
              {promise}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
