import { BadgeDollarSign, LockKeyhole } from 'lucide-react';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';

export function WhyChooseSection() {
  const { landing } = usePublicMessages();
  const { productName } = useSiteConfig();
  const claims = [
    { icon: BadgeDollarSign, ...landing.why.free },
    { icon: LockKeyhole, ...landing.why.privacy },
  ];
  return (
    <section aria-labelledby="why-title" className="bg-maple-700 py-20 text-white sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="why-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {landing.why.title(productName)}
          </h2>
          <p className="mt-4 text-lg text-maple-100">{landing.why.subtitle}</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {claims.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl bg-white/10 p-8 ring-1 ring-white/20">
              <Icon aria-hidden="true" className="size-8" />
              <h3 className="mt-5 text-2xl font-bold">{title}</h3>
              <p className="mt-3 text-lg leading-relaxed text-maple-50">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
