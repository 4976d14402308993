import { useMemo } from 'react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { AnalyticsDay } from '#shared/schemas/analytics.ts';
import { type ChartSeries, DayChart } from './analytics-day-chart.tsx';
import type { AnalyticsFormat } from './analytics-format.ts';

const colors = { maple: '#d52b1e', green: '#15803d', amber: '#b45309', blue: '#1d4ed8' };

/** The period day by day: volumes, the backlog by status, and the answers to 'How did we do?'. */
export function DayCharts({ days, format }: { days: AnalyticsDay[]; format: AnalyticsFormat }) {
  const { analytics: t } = useAccountMessages();
  const labels = useMemo(() => days.map((day) => day.day), [days]);
  const charts = useMemo(() => {
    const series = (label: string, color: string, pick: (day: AnalyticsDay) => number): ChartSeries => ({
      label,
      color,
      values: days.map(pick),
    });
    return [
      {
        title: t.charts.volume,
        series: [
          series(t.charts.created, colors.maple, (day) => day.created),
          series(t.charts.resolved, colors.green, (day) => day.resolved),
        ],
      },
      {
        title: t.charts.backlog,
        series: [
          series(t.charts.open, colors.blue, (day) => day.open),
          series(t.charts.inProgress, colors.amber, (day) => day.inProgress),
        ],
      },
      {
        title: t.charts.satisfaction,
        series: [
          series(t.charts.good, colors.green, (day) => day.good),
          series(t.charts.bad, colors.maple, (day) => day.bad),
        ],
      },
    ];
  }, [days, t]);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {charts.map((chart) => (
        <DayChart key={chart.title} {...chart} days={labels} format={format} dayLabel={t.charts.day} />
      ))}
    </div>
  );
}
