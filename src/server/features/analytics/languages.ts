import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import { type Language, languages } from '#shared/language.ts';
import type { AnalyticsLanguage } from '#shared/schemas/analytics.ts';
import { percentiles } from './percentiles.ts';
import type { Period } from './period.ts';
import { count, whole } from './rows.ts';

/** Per ticket language: created, resolved, median first response and satisfaction in the period. */
export async function periodLanguages(db: Database, period: Period): Promise<AnalyticsLanguage[]> {
  const rows = await rowsOf(
    db,
    sql`select language, sum(count) filter (where fact = 'created') as created,
      sum(count) filter (where fact = 'resolved') as resolved,
      sum(count) filter (where fact = 'good') as good, sum(count) filter (where fact = 'bad') as bad
    from analytics_days
    where day >= ${period.from}::date and day <= ${period.to}::date and fact in ('created', 'resolved', 'good', 'bad')
    group by language`,
  );
  const counted = new Map(rows.map((row) => [String(row.language), row]));
  const medians = await percentiles(
    db,
    period,
    { measure: 'firstResponse', group: 'language', from: period.from, to: period.to },
    [0.5],
  );
  return languages.map((language: Language) => {
    const row = counted.get(language);
    return {
      language,
      created: count(row?.created),
      resolved: count(row?.resolved),
      firstResponseMedian: whole(medians.get(language)?.[0]),
      good: count(row?.good),
      bad: count(row?.bad),
    };
  });
}
