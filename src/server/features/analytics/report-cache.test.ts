import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import type { AnalyticsReport } from '#shared/schemas/analytics.ts';
import { cachedReport, REPORT_FRESH_MS, REPORT_STALE_MS } from './report-cache.ts';

/** Reports told apart by a number, computed when asked. */
function counter() {
  let computed = 0;
  return {
    compute: () => Promise.resolve({ targetHours: ++computed } as AnalyticsReport),
    get computed() {
      return computed;
    },
  };
}

describe('the analytics report cache', () => {
  it('computes a period once for admins asking together, and again after a minute', async () => {
    const db = {} as Database;
    const figures = counter();
    const [first, second] = await Promise.all([
      cachedReport(db, 'p', 0, figures.compute),
      cachedReport(db, 'p', 10, figures.compute),
    ]);
    expect([first.targetHours, second.targetHours, figures.computed]).toEqual([1, 1, 1]);
    expect((await cachedReport(db, 'p', REPORT_FRESH_MS - 1, figures.compute)).targetHours).toBe(1);
    // Past the minute: the older figures at once, the newer ones computed behind them.
    expect((await cachedReport(db, 'p', REPORT_FRESH_MS, figures.compute)).targetHours).toBe(1);
    await Promise.resolve();
    expect((await cachedReport(db, 'p', REPORT_FRESH_MS + 1, figures.compute)).targetHours).toBe(2);
    // Long unasked: computed before answering.
    expect(
      (await cachedReport(db, 'p', REPORT_FRESH_MS + REPORT_STALE_MS, figures.compute)).targetHours,
    ).toBe(3);
    expect((await cachedReport(db, 'other', 0, figures.compute)).targetHours).toBe(4);
  });

  it('keeps no failed computation', async () => {
    const db = {} as Database;
    await expect(cachedReport(db, 'p', 0, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const figures = counter();
    expect((await cachedReport(db, 'p', 1, figures.compute)).targetHours).toBe(1);
  });
});
