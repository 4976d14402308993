import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import type { AnalyticsTotals } from '#shared/schemas/analytics.ts';
import { percentiles, type Sample } from './percentiles.ts';
import type { Period } from './period.ts';
import { count, whole } from './rows.ts';

const MEDIAN_AND_P90 = [0.5, 0.9];

/** One side's counts of each fact, `created` split by answered within the target (bucket 1) or not. */
async function factCounts(db: Database, from: string, to: string) {
  const rows = await rowsOf(
    db,
    sql`select fact, sum(count) as total, sum(count) filter (where bucket = 1) as within from analytics_days
    where day >= ${from}::date and day <= ${to}::date and fact in ('created', 'resolved', 'reopened', 'good', 'bad')
    group by fact`,
  );
  return new Map(rows.map((row) => [String(row.fact), { all: count(row.total), within: count(row.within) }]));
}

async function durations(db: Database, period: Period, sample: Omit<Sample, 'group'>) {
  const [median, p90] =
    (await percentiles(db, period, { ...sample, group: 'all' }, MEDIAN_AND_P90)).get('') ?? [];
  return { median: whole(median), p90: whole(p90) };
}

async function totalsOf(db: Database, period: Period, from: string, to: string): Promise<AnalyticsTotals> {
  const counts = await factCounts(db, from, to);
  const of = (fact: string) => counts.get(fact)?.all ?? 0;
  const created = of('created');
  return {
    created,
    resolved: of('resolved'),
    reopened: of('reopened'),
    firstResponse: await durations(db, period, { measure: 'firstResponse', from, to }),
    resolution: await durations(db, period, { measure: 'resolution', from, to }),
    withinTarget: created === 0 ? null : (counts.get('created')?.within ?? 0) / created,
    good: of('good'),
    bad: of('bad'),
  };
}

/** The period's and the previous period's totals, from the day counts. */
export async function periodTotals(
  db: Database,
  period: Period,
): Promise<{ current: AnalyticsTotals; previous: AnalyticsTotals }> {
  return {
    current: await totalsOf(db, period, period.from, period.to),
    previous: await totalsOf(db, period, period.previousFrom, period.previousTo),
  };
}
