import type { Database } from '#server/db/client.ts';
import type { AnalyticsReport } from '#shared/schemas/analytics.ts';

/** How long a period's figures are served as they are. */
export const REPORT_FRESH_MS = 60_000;

/** Until then, older figures are still served at once while newer ones are computed behind them. */
export const REPORT_STALE_MS = 120_000;

const MAX_PERIODS = 32;

interface Cached {
  report: Promise<AnalyticsReport>;
  computedAt: number;
  refreshing: boolean;
}

const caches = new WeakMap<Database, Map<string, Cached>>();

function cacheOf(db: Database): Map<string, Cached> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Starts computing a period's figures, kept once they arrive; a failed computation is not kept. */
function start(
  cache: Map<string, Cached>,
  key: string,
  now: number,
  compute: () => Promise<AnalyticsReport>,
) {
  const report = compute();
  const entry: Cached = { report, computedAt: now, refreshing: false };
  report.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry;
}

/**
 * The figures of one period, computed at most once a minute per server however many admins ask:
 * admins asking at once share one computation, and for a minute past that an admin gets the figures
 * at once while the next ones are computed (analytics-report-cached.md).
 */
export function cachedReport(
  db: Database,
  key: string,
  now: number,
  compute: () => Promise<AnalyticsReport>,
): Promise<AnalyticsReport> {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  const age = hit ? now - hit.computedAt : Number.POSITIVE_INFINITY;
  if (hit && age < REPORT_FRESH_MS) return hit.report;
  if (hit && age < REPORT_STALE_MS) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const next = start(cache, key, now, compute);
      // The older figures stay until the newer ones are ready.
      next.report.then(
        () => cache.set(key, next),
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.report;
  }
  const entry = start(cache, key, now, compute);
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > MAX_PERIODS) cache.delete(cache.keys().next().value as string);
  return entry.report;
}
