import { clsx } from 'clsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { countFormat } from '#client/lib/number-format.ts';
import type { DeskView } from '#shared/constants.ts';
import type { DeskViewCounts } from '#shared/schemas/admin-tickets.ts';

/** Every view, the member's own first. */
const order: DeskView[] = ['mine', 'unassigned', 'all'];

/** 'Mine', 'Unassigned' and 'All' with their counts: toggle buttons, the chosen one pressed. */
export function DeskViews({
  view,
  counts,
  onChange,
}: {
  view: DeskView;
  counts: DeskViewCounts | undefined;
  onChange: (view: DeskView) => void;
}) {
  const { team: t } = useAccountMessages();
  const number = countFormat(useLanguage().language);
  return (
    <fieldset aria-label={t.views.label} className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
      {order.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={view === name}
          onClick={() => onChange(name)}
          className={clsx(
            'inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            view === name
              ? 'border-maple-600 bg-maple-600 text-white'
              : 'border-border bg-white text-foreground hover:bg-stone-100',
          )}
        >
          {t.views[name]}
          <span className="tabular-nums">{counts ? number.format(counts[name]) : '–'}</span>
        </button>
      ))}
    </fieldset>
  );
}
