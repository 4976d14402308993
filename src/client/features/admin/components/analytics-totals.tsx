import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { AnalyticsReport, AnalyticsTotals } from '#shared/schemas/analytics.ts';
import { type AnalyticsFormat, satisfactionRate } from './analytics-format.ts';

/** The period's totals, each beside the previous period's. */
export function TotalsGrid({ report, format }: { report: AnalyticsReport; format: AnalyticsFormat }) {
  const { analytics: t } = useAccountMessages();
  const figures: [string, (totals: AnalyticsTotals) => string][] = [
    [t.totals.created, (totals) => format.count(totals.created)],
    [t.totals.resolved, (totals) => format.count(totals.resolved)],
    [t.totals.reopened, (totals) => format.count(totals.reopened)],
    [t.totals.firstResponse, (totals) => format.duration(totals.firstResponse.median)],
    [t.totals.firstResponseP90, (totals) => format.duration(totals.firstResponse.p90)],
    [t.totals.resolution, (totals) => format.duration(totals.resolution.median)],
    [t.totals.resolutionP90, (totals) => format.duration(totals.resolution.p90)],
    [t.totals.withinTarget(format.count(report.targetHours)), (totals) => format.share(totals.withinTarget)],
    [t.totals.satisfaction, (totals) => format.share(satisfactionRate(totals))],
  ];
  return (
    <section aria-labelledby="analytics-totals" className="grid gap-3">
      <h2 id="analytics-totals" className="text-xl font-semibold">
        {t.totals.heading}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label} className="grid content-start gap-1 rounded-xl border border-border bg-white p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value(report.current)}</dd>
            <dd className="text-sm text-muted-foreground">{t.totals.previous(value(report.previous))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
