import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { useEndSessionOnLoss } from '#client/lib/session/account-session.tsx';
import { analyticsSearch, useAnalytics } from '../analytics-api.ts';
import { useAnalyticsPeriod } from '../use-analytics-period.ts';
import { AdminHeader } from './admin-header.tsx';
import { BreakdownTables } from './analytics-breakdowns.tsx';
import { CommentsList } from './analytics-comments.tsx';
import { DayCharts } from './analytics-day-charts.tsx';
import { analyticsFormat } from './analytics-format.ts';
import { PeriodPicker } from './analytics-period-picker.tsx';
import { TotalsGrid } from './analytics-totals.tsx';
import { BackToDashboard } from './back-to-dashboard.tsx';
import { ListLoadFailed, ListLoading } from './list-states.tsx';
import { RefreshingStatus } from './refreshing-status.tsx';

/** /admin/analytics: a period's figures beside the previous period's, charts, tables and comments. */
export function AnalyticsDashboard() {
  const { analytics: t } = useAccountMessages();
  const { language } = useLanguage();
  const { period, setPeriod } = useAnalyticsPeriod();
  const figures = useAnalytics(period);
  const lost = useEndSessionOnLoss(figures.error);
  const format = useMemo(() => analyticsFormat(language, t.units, t.totals.none), [language, t]);
  const report = figures.data;
  const csv = `/api/admin/analytics/export?${new URLSearchParams(analyticsSearch(period))}`;

  return (
    <>
      <AdminHeader title={t.title} subtitle={t.intro} back={<BackToDashboard />} />
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <PeriodPicker period={period} shown={report?.period} onChange={setPeriod} />
          <Button asChild variant="outline">
            <a href={csv} download>
              <Download aria-hidden="true" />
              {t.download}
            </a>
          </Button>
        </div>
        {figures.isError && !lost && !report ? (
          <ListLoadFailed message={t.loadFailed} retry={t.retry} onRetry={() => void figures.refetch()} />
        ) : !report ? (
          <ListLoading label={t.loading} />
        ) : (
          <div className="grid gap-8" aria-busy={figures.isPlaceholderData}>
            <div className="text-sm text-muted-foreground">
              <p className="font-medium text-foreground">
                {t.period.range(format.date(report.period.from), format.date(report.period.to))}
              </p>
              <p>
                {t.period.previous(
                  format.date(report.previousPeriod.from),
                  format.date(report.previousPeriod.to),
                )}{' '}
                {t.period.timeZone(report.timeZone)}
              </p>
              <RefreshingStatus active={figures.isPlaceholderData} label={t.loading} />
            </div>
            <TotalsGrid report={report} format={format} />
            <DayCharts days={report.days} format={format} />
            <BreakdownTables report={report} format={format} />
            <CommentsList comments={report.comments} format={format} />
          </div>
        )}
      </main>
    </>
  );
}
