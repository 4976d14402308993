import { clsx } from 'clsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { countFormat } from '#client/lib/number-format.ts';
import type { TicketStatusCounts } from '#shared/schemas/admin-tickets.ts';

const cards = [
  { key: 'total', accent: 'border-t-stone-500' },
  { key: 'open', accent: 'border-t-blue-500' },
  { key: 'in_progress', accent: 'border-t-yellow-500' },
  { key: 'resolved', accent: 'border-t-green-600' },
] as const;

/** Total, Open, In Progress, Resolved over every ticket, whatever the search or filter. */
export function StatusCounts({ counts }: { counts: TicketStatusCounts | undefined }) {
  const { admin: t } = useAccountMessages();
  const { language } = useLanguage();
  const number = countFormat(language);
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {cards.map(({ key, accent }) => (
        <div
          key={key}
          className={clsx('rounded-xl border border-t-4 border-border bg-white p-4 shadow-sm', accent)}
        >
          <dt className="text-sm font-medium text-muted-foreground">{t.desk.counts[key]}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">
            {counts ? number.format(counts[key]) : '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
