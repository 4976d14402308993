import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { AnalyticsDay } from '#shared/schemas/analytics.ts';
import { dayOf, endOf, type Period, startOf } from './period.ts';
import { count, rowsOf } from './rows.ts';

/**
 * Each day of the period: tickets created and resolved, answers to 'How did we do?', and the backlog
 * at the day's end by status. The backlog is the spans waiting when the period starts (one look-up in
 * the spans' range index) plus, day by day, the spans that began minus those that ended.
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
      select count(*) filter (where status = 'open') as open, count(*) filter (where status = 'in_progress') as in_progress
      from ticket_status_spans where tstzrange(started_at, ended_at, '(]') @> ${start}
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
