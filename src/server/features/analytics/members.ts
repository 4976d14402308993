import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { AnalyticsMember } from '#shared/schemas/analytics.ts';
import { endOf, type Period, startOf } from './period.ts';
import { count, rowsOf, whole } from './rows.ts';

/**
 * Per desk account: the tickets whose first reply they wrote in the period, its median time, and the
 * period's answers to 'How did we do?' on those tickets. Another figure per member (tickets assigned)
 * is one more subquery joined on admin_id.
 */
export async function periodMembers(db: Database, period: Period): Promise<AnalyticsMember[]> {
  const start = startOf(period, period.from);
  const end = endOf(period, period.to);
  const rows = await rowsOf(
    db,
    sql`with answered as (
      select first_response_by as admin_id, count(*) as answered,
        percentile_cont(0.5) within group (order by first_response_seconds) as median
      from ticket_measures where first_response_at >= ${start} and first_response_at < ${end} group by 1
    ), rated as (
      select measures.first_response_by as admin_id, count(*) filter (where rating = 'good') as good,
        count(*) filter (where rating = 'bad') as bad
      from satisfaction_answers as answers join ticket_measures as measures using (ticket_id)
      where answers.answered_at >= ${start} and answers.answered_at < ${end} and measures.first_response_by is not null
      group by 1
    ), figures as (
      select admin_id, answered, median, null::bigint as good, null::bigint as bad from answered
      union all
      select admin_id, null, null, good, bad from rated
    )
    select admin_id, admin_users.email, sum(answered) as answered, max(median) as median,
      sum(good) as good, sum(bad) as bad
    from figures left join admin_users on admin_users.id = figures.admin_id
    group by admin_id, admin_users.email
    order by sum(answered) desc nulls last, admin_users.email`,
  );
  return rows.map((row) => ({
    adminId: (row.admin_id as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    answered: count(row.answered),
    firstResponseMedian: whole(row.median),
    good: count(row.good),
    bad: count(row.bad),
  }));
}
