import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { AnalyticsDay } from '#shared/schemas/analytics.ts';
import { dayOf, endOf, type Period, startOf } from './period.ts';
import { count, rowsOf } from './rows.ts';

/**
 * Each day of the period: tickets created and resolved, answers to 'How did we do?', and the backlog
 * at the day's end by status. The backlog is the spans waiting when the period starts plus, day by day,
 * the spans that began minus those that ended. A span waits at an instant when it began before it and
 * ends at or after it; as every span ends after it begins, those are the spans ending at or after the
 * instant less those beginning at or after it: two counts over the spans' btree indexes, several times
 * faster than a range index's look-up when many tickets wait.
 */
export async function periodDays(db: Database, period: Period): Promise<AnalyticsDay[]> {
  const start = startOf(period, period.from);
  const end = endOf(period, period.to);
  const within = (column: string) =>
    sql`${sql.identifier(column)} >= ${start} and ${sql.identifier(column)} < ${end}`;
  const day = (column: string) => dayOf(period, sql.identifier(column));
  const rows = await rowsOf(
    db,
    sql`with days as (
      select day::date::text as day from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as day
    ), created as (
      select ${day('created_at')} as day, count(*) as n from ticket_measures where ${within('created_at')} group by 1
    ), resolved as (
      select ${day('resolved_at')} as day, count(*) as n from ticket_measures where ${within('resolved_at')} group by 1
    ), rated as (
      select ${day('answered_at')} as day, count(*) filter (where rating = 'good') as good,
        count(*) filter (where rating = 'bad') as bad
      from satisfaction_answers where ${within('answered_at')} group by 1
    ), waiting as (
      select coalesce(sum(n) filter (where status = 'open'), 0) as open,
        coalesce(sum(n) filter (where status = 'in_progress'), 0) as in_progress
      from (
        select status, count(*) as n from ticket_status_spans where ended_at >= ${start} group by status
        union all
        select status, -count(*) from ticket_status_spans where started_at >= ${start} group by status
      ) as counted
    ), moves as (
      select day, sum(n) filter (where status = 'open') as open, sum(n) filter (where status = 'in_progress') as in_progress
      from (
        select ${day('started_at')} as day, status, count(*) as n from ticket_status_spans where ${within('started_at')} group by 1, 2
        union all
        select ${day('ended_at')}, status, -count(*) from ticket_status_spans where ${within('ended_at')} group by 1, 2
      ) as changes group by day
    )
    select days.day, created.n as created, resolved.n as resolved, rated.good, rated.bad,
      waiting.open + sum(coalesce(moves.open, 0)) over (order by days.day) as open,
      waiting.in_progress + sum(coalesce(moves.in_progress, 0)) over (order by days.day) as in_progress
    from days cross join waiting
      left join created using (day) left join resolved using (day) left join rated using (day)
      left join moves using (day)
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
