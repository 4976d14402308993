import type { Database } from '#server/db/client.ts';
import type { AnalyticsReport } from '#shared/schemas/analytics.ts';

/** How long a period's figures are served again before they are computed anew. */
export const REPORT_CACHE_MS = 60_000;

const MAX_PERIODS = 32;

interface Cached {
  report: Promise<AnalyticsReport>;
  until: number;
}

const caches = new WeakMap<Database, Map<string, Cached>>();

/**
 * The figures of one period, computed once a minute per server however many admins ask: admins asking
 * at once share one computation (analytics-report-cached.md). A failed computation is not kept.
 */
export function cachedReport(
  db: Database,
  key: string,
  now: number,
  compute: () => Promise<AnalyticsReport>,
): Promise<AnalyticsReport> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.report;
  const report = compute();
  cache.delete(key);
  cache.set(key, { report, until: now + REPORT_CACHE_MS });
  if (cache.size > MAX_PERIODS) cache.delete(cache.keys().next().value as string);
  report.catch(() => cache.delete(key));
  return report;
}
