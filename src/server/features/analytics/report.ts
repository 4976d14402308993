import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import type { AnalyticsQuery, AnalyticsReport } from '#shared/schemas/analytics.ts';
import { periodComments } from './comments.ts';
import { periodDays } from './days.ts';
import { periodLanguages } from './languages.ts';
import { periodMembers } from './members.ts';
import { type Period, resolvePeriod } from './period.ts';
import { cachedReport } from './report-cache.ts';
import { periodTotals } from './totals.ts';

/**
 * Everything the analytics page shows for a period, its queries run side by side; the same period's
 * figures are computed once a minute (report-cache.ts).
 */
export function analyticsReport(
  deps: Pick<AppDeps, 'db' | 'env' | 'now'>,
  query: AnalyticsQuery,
): Promise<AnalyticsReport> {
  const { db, env } = deps;
  const now = deps.now();
  const period = resolvePeriod(query, now, env.businessHours.zone);
  const targetHours = env.FIRST_RESPONSE_TARGET_HOURS;
  const key = `${period.from}/${period.to}/${period.zone}/${targetHours}`;
  return cachedReport(db, key, now.getTime(), () => computeReport(db, period, targetHours));
}

async function computeReport(db: Database, period: Period, targetHours: number): Promise<AnalyticsReport> {
  const [totals, days, members, languages, comments] = await Promise.all([
    periodTotals(db, period, Math.round(targetHours * 3600)),
    periodDays(db, period),
    periodMembers(db, period),
    periodLanguages(db, period),
    periodComments(db, period),
  ]);
  return {
    period: { from: period.from, to: period.to },
    previousPeriod: { from: period.previousFrom, to: period.previousTo },
    targetHours,
    timeZone: period.zone,
    ...totals,
    days,
    members,
    languages,
    comments,
  };
}
