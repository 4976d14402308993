import type { AppDeps } from '#server/app-env.ts';
import type { AnalyticsQuery, AnalyticsReport } from '#shared/schemas/analytics.ts';
import { periodDays } from './days.ts';
import { periodLanguages } from './languages.ts';
import { periodMembers } from './members.ts';
import { resolvePeriod } from './period.ts';
import { periodTotals } from './totals.ts';

/** Everything the analytics page shows for a period, its queries run side by side. */
export async function analyticsReport(
  deps: Pick<AppDeps, 'db' | 'env' | 'now'>,
  query: AnalyticsQuery,
): Promise<AnalyticsReport> {
  const { db, env } = deps;
  const period = resolvePeriod(query, deps.now(), env.businessHours.zone);
  const [totals, days, members, languages] = await Promise.all([
    periodTotals(db, period, Math.round(env.FIRST_RESPONSE_TARGET_HOURS * 3600)),
    periodDays(db, period),
    periodMembers(db, period),
    periodLanguages(db, period),
  ]);
  return {
    period: { from: period.from, to: period.to },
    previousPeriod: { from: period.previousFrom, to: period.previousTo },
    targetHours: env.FIRST_RESPONSE_TARGET_HOURS,
    timeZone: period.zone,
    ...totals,
    days,
    members,
    languages,
  };
}
