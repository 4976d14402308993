import { MapleLeaf } from '#client/components/maple-leaf.tsx';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';

export function AboutSection() {
  const { landing } = usePublicMessages();
  const { productName } = useSiteConfig();
  return (
    <section id="about" aria-labelledby="about-title" className="py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <div>
          <h2 id="about-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {landing.about.title(productName)}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-muted-foreground">
            {landing.about.body(productName)}
          </p>
          <p className="mt-6 border-l-4 border-maple-600 pl-4 text-lg font-medium">{landing.about.mission}</p>
        </div>
        <div aria-hidden="true" className="hidden justify-center lg:flex">
          <div className="grid size-72 place-items-center rounded-full bg-maple-50 ring-1 ring-maple-100">
            <MapleLeaf className="size-40 text-maple-600" />
          </div>
        </div>
      </div>
    </section>
  );
}
