import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type Language, languages } from '#shared/language.ts';
import type { AnalyticsLanguage } from '#shared/schemas/analytics.ts';
import { endOf, type Period, startOf } from './period.ts';
import { count, rowsOf, whole } from './rows.ts';

/** Per ticket language: created, resolved, median first response and satisfaction in the period. */
export async function periodLanguages(db: Database, period: Period): Promise<AnalyticsLanguage[]> {
  const start = startOf(period, period.from);
  const end = endOf(period, period.to);
  const within = (column: string) =>
    sql`${sql.identifier(column)} >= ${start} and ${sql.identifier(column)} < ${end}`;
  const rows = await rowsOf(
    db,
    sql`with created as (
      select language, count(*) as n from ticket_measures where ${within('created_at')} group by 1
    ), resolved as (
      select language, count(*) as n from ticket_measures where ${within('resolved_at')} group by 1
    ), answered as (
      select language, percentile_cont(0.5) within group (order by first_response_seconds) as median
      from ticket_measures where ${within('first_response_at')} group by 1
    ), rated as (
      select measures.language, count(*) filter (where rating = 'good') as good,
        count(*) filter (where rating = 'bad') as bad
      from satisfaction_answers as answers join ticket_measures as measures using (ticket_id)
      where ${within('answered_at')} group by 1
    )
    select language, created.n as created, resolved.n as resolved, answered.median, rated.good, rated.bad
    from unnest(${sql.raw(`array[${languages.map((language) => `'${language}'`).join(', ')}]`)}) as language
      left join created using (language) left join resolved using (language)
      left join answered using (language) left join rated using (language)
    order by language`,
  );
  return rows.map((row) => ({
    language: row.language as Language,
    created: count(row.created),
    resolved: count(row.resolved),
    firstResponseMedian: whole(row.median),
    good: count(row.good),
    bad: count(row.bad),
  }));
}
