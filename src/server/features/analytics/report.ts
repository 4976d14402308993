import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { analyticsSettingsOf, currentSettings } from '#server/features/settings/index.ts';
import type { AnalyticsQuery, AnalyticsReport } from '#shared/schemas/analytics.ts';
import { periodComments } from './comments.ts';
import { countAnalyticsDaysFor } from './day-counts-settings.ts';
import { periodDays } from './days.ts';
import { periodLanguages } from './languages.ts';
import { periodMembers } from './members.ts';
import { type Period, resolvePeriod } from './period.ts';
import { cachedReport } from './report-cache.ts';
import { periodTotals } from './totals.ts';

/**
 * Everything the analytics page shows for a period, read from the day counts (analytics-days-rollup.md);
 * the same period's figures are computed once a minute (report-cache.ts).
 */
export async function analyticsReport(
  deps: Pick<AppDeps, 'db' | 'env' | 'now'>,
  query: AnalyticsQuery,
): Promise<AnalyticsReport> {
  const { db, env } = deps;
  const now = deps.now();
  const settings = await currentSettings(db, env);
  // An admin may have changed the time zone or the target since the days were counted.
  await countAnalyticsDaysFor(db, analyticsSettingsOf(settings));
  const period = resolvePeriod(query, now, settings.timeZone);
  const targetHours = settings.firstResponseTargetHours;
  const key = `${period.from}/${period.to}/${period.zone}/${targetHours}`;
  return cachedReport(db, key, now.getTime(), () => computeReport(db, period, targetHours));
}

/**
 * One snapshot for all the figures: a percentile's buckets come from the day counts and its values
 * from the tickets, which must agree.
 */
function computeReport(db: Database, period: Period, targetHours: number): Promise<AnalyticsReport> {
  return db.transaction(
    async (tx) => ({
      period: { from: period.from, to: period.to },
      previousPeriod: { from: period.previousFrom, to: period.previousTo },
      targetHours,
      timeZone: period.zone,
      ...(await periodTotals(tx, period)),
      days: await periodDays(tx, period),
      members: await periodMembers(tx, period),
      languages: await periodLanguages(tx, period),
      comments: await periodComments(tx, period),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
