import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { AnalyticsTotals } from '#shared/schemas/analytics.ts';
import { endOf, type Period, startOf } from './period.ts';
import { count, type Row, rowsOf, whole } from './rows.ts';

type Aggregate = (within: SQL) => SQL;

/** `now` and `before` versions of each aggregate, split at the period's start. */
function bothPeriods(period: Period, column: SQL, aggregates: Record<string, Aggregate>) {
  const start = startOf(period, period.from);
  const parts = Object.entries(aggregates).flatMap(([name, aggregate]) => [
    sql`${aggregate(sql`${column} >= ${start}`)} as ${sql.identifier(`${name}_now`)}`,
    sql`${aggregate(sql`${column} < ${start}`)} as ${sql.identifier(`${name}_before`)}`,
  ]);
  return sql.join(parts, sql`, `);
}

const counted =
  (condition?: SQL): Aggregate =>
  (within) =>
    sql`count(*) filter (where ${within}${condition ? sql` and ${condition}` : sql``})`;

const durations =
  (column: SQL): Aggregate =>
  (within) =>
    sql`percentile_cont(array[0.5, 0.9]) within group (order by ${column}) filter (where ${within})`;

function inBoth(period: Period, column: SQL) {
  return sql`${column} >= ${startOf(period, period.previousFrom)} and ${column} < ${endOf(period, period.to)}`;
}

async function one(db: Database, query: SQL): Promise<Row> {
  const [row] = await rowsOf(db, query);
  return row ?? {};
}

/** The period's and the previous period's totals, one index range per source. */
export async function periodTotals(
  db: Database,
  period: Period,
  targetSeconds: number,
): Promise<{ current: AnalyticsTotals; previous: AnalyticsTotals }> {
  const created = sql`created_at`;
  const answered = sql`first_response_at`;
  const resolved = sql`resolved_at`;
  const rated = sql`answered_at`;
  const [createdRow, answeredRow, resolvedRow, ratedRow] = await Promise.all([
    one(
      db,
      sql`select ${bothPeriods(period, created, { created: counted(), within: counted(sql`first_response_seconds <= ${targetSeconds}`) })}
      from ticket_measures where ${inBoth(period, created)}`,
    ),
    one(
      db,
      sql`select ${bothPeriods(period, answered, { first: durations(sql`first_response_seconds`) })}
      from ticket_measures where ${inBoth(period, answered)}`,
    ),
    one(
      db,
      sql`select ${bothPeriods(period, resolved, { resolved: counted(), reopened: counted(sql`reopen_count > 0`), resolution: durations(sql`resolution_seconds`) })}
      from ticket_measures where ${inBoth(period, resolved)}`,
    ),
    one(
      db,
      sql`select ${bothPeriods(period, rated, { good: counted(sql`rating = 'good'`), bad: counted(sql`rating = 'bad'`) })}
      from satisfaction_answers where ${inBoth(period, rated)}`,
    ),
  ]);
  const row = { ...createdRow, ...answeredRow, ...resolvedRow, ...ratedRow };
  const totals = (side: 'now' | 'before'): AnalyticsTotals => {
    const first = (row[`first_${side}`] as number[] | null) ?? [];
    const resolution = (row[`resolution_${side}`] as number[] | null) ?? [];
    const createdCount = count(row[`created_${side}`]);
    return {
      created: createdCount,
      resolved: count(row[`resolved_${side}`]),
      reopened: count(row[`reopened_${side}`]),
      firstResponse: { median: whole(first[0]), p90: whole(first[1]) },
      resolution: { median: whole(resolution[0]), p90: whole(resolution[1]) },
      withinTarget: createdCount === 0 ? null : Number(row[`within_${side}`]) / createdCount,
      good: count(row[`good_${side}`]),
      bad: count(row[`bad_${side}`]),
    };
  };
  return { current: totals('now'), previous: totals('before') };
}
