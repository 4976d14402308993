import { useSearchParams } from 'wouter';
import { analyticsPeriodLengths } from '#shared/constants.ts';
import type { AnalyticsQuery } from '#shared/schemas/analytics.ts';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function readPeriod(params: URLSearchParams): AnalyticsQuery {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && isoDate.test(from) && isoDate.test(to)) return { from, to };
  const days = params.get('days');
  const length = analyticsPeriodLengths.find((option) => option === days);
  return { days: length ?? '30' };
}

/** The analytics page's period lives in the URL: ?days=7|30|90, or ?from=&to=. */
export function useAnalyticsPeriod() {
  const [params, setParams] = useSearchParams();
  return {
    period: readPeriod(params),
    setPeriod: (next: AnalyticsQuery) =>
      setParams(next.from && next.to ? { from: next.from, to: next.to } : { days: next.days ?? '30' }, {
        replace: true,
      }),
  };
}
