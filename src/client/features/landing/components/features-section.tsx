import { Bot, FileText, Gift, MessagesSquare, ShieldCheck } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { MapleLeaf } from '#client/components/maple-leaf.tsx';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import type { PublicMessages } from '#client/locales/en/public.ts';

type FeatureKey = keyof PublicMessages['landing']['features']['items'];

const featureIcons: Record<FeatureKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  documents: FileText,
  agents: Bot,
  chat: MessagesSquare,
  sovereignty: ShieldCheck,
  canadian: MapleLeaf,
  free: Gift,
};

const featureOrder: FeatureKey[] = ['documents', 'agents', 'chat', 'sovereignty', 'canadian', 'free'];

export function FeaturesSection() {
  const { landing } = usePublicMessages();
  return (
    <section id="features" aria-labelledby="features-title" className="bg-stone-50 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {landing.features.title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{landing.features.subtitle}</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {featureOrder.map((key) => {
            const Icon = featureIcons[key];
            const item = landing.features.items[key];
            return (
              <li
                key={key}
                className="group rounded-xl border border-border bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className="grid size-11 place-items-center rounded-lg bg-maple-50 text-maple-600 ring-1 ring-maple-100 transition-colors group-hover:bg-maple-600 group-hover:text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{item.body}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
