import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import type { AnalyticsDay } from '#shared/schemas/analytics.ts';
import type { Period } from './period.ts';
import { count } from './rows.ts';

/**
 * Each day of the period: tickets created and resolved, answers to 'How did we do?', and the backlog
 * at the day's end by status: every wait that started on or before that day less every one that ended,
 * the days before the period summed once.
 */
export async function periodDays(db: Database, period: Period): Promise<AnalyticsDay[]> {
  const rows = await rowsOf(
    db,
    sql`with days as (
      select day::date as day from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as day
    ), counted as (
      select day, sum(count) filter (where fact = 'created') as created,
        sum(count) filter (where fact = 'resolved') as resolved,
        sum(count) filter (where fact = 'good') as good, sum(count) filter (where fact = 'bad') as bad,
        sum(count) filter (where fact = 'open') as open, sum(count) filter (where fact = 'in_progress') as in_progress
      from analytics_days
      where fact in ('created', 'resolved', 'good', 'bad', 'open', 'in_progress')
        and day >= ${period.from}::date and day <= ${period.to}::date
      group by day
    ), waiting as (
      select coalesce(sum(count) filter (where fact = 'open'), 0) as open,
        coalesce(sum(count) filter (where fact = 'in_progress'), 0) as in_progress
      from analytics_days where day < ${period.from}::date and fact in ('open', 'in_progress')
    )
    select days.day::text as day, counted.created, counted.resolved, counted.good, counted.bad,
      waiting.open + sum(coalesce(counted.open, 0)) over (order by days.day) as open,
      waiting.in_progress + sum(coalesce(counted.in_progress, 0)) over (order by days.day) as in_progress
    from days cross join waiting left join counted using (day)
    order by days.day`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    created: count(row.created),
    resolved: count(row.resolved),
    open: count(row.open),
    inProgress: count(row.in_progress),
    good: count(row.good),
    bad: count(row.bad),
  }));
}
