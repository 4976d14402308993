import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import type { AnalyticsMember } from '#shared/schemas/analytics.ts';
import { percentiles } from './percentiles.ts';
import type { Period } from './period.ts';
import { count, whole } from './rows.ts';

const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * Per desk account: the tickets whose first reply they wrote in the period, its median time, and the
 * period's answers to 'How did we do?' on those tickets. Replies of deleted accounts count under none.
 */
export async function periodMembers(db: Database, period: Period): Promise<AnalyticsMember[]> {
  const rows = await rowsOf(
    db,
    sql`select counted.*, admin_users.email from (
      select member, sum(count) filter (where fact = 'answered') as answered,
        sum(count) filter (where fact = 'good') as good, sum(count) filter (where fact = 'bad') as bad
      from analytics_days
      where fact in ('answered', 'good', 'bad') and day >= ${period.from}::date and day <= ${period.to}::date
        and (fact = 'answered' or member <> ${NOBODY})
      group by member
    ) as counted left join admin_users on admin_users.id = counted.member
    where counted.answered <> 0 or counted.good <> 0 or counted.bad <> 0
    order by counted.answered desc nulls last, admin_users.email`,
  );
  const medians = await percentiles(
    db,
    period,
    { measure: 'firstResponse', group: 'member', from: period.from, to: period.to },
    [0.5],
  );
  return rows.map((row) => ({
    adminId: row.member === NOBODY ? null : String(row.member),
    email: (row.email as string | null) ?? null,
    answered: count(row.answered),
    firstResponseMedian: whole(medians.get(String(row.member))?.[0]),
    good: count(row.good),
    bad: count(row.bad),
  }));
}
