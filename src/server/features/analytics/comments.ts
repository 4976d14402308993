import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import type { Language } from '#shared/language.ts';
import type { AnalyticsComment } from '#shared/schemas/analytics.ts';
import { endOf, type Period, startOf } from './period.ts';

/** How many of the period's comments the page shows, newest first; the CSV has them all. */
export const COMMENTS_SHOWN = 20;

/** The newest comments left with an answer to 'How did we do?' in the period. */
export async function periodComments(db: Database, period: Period): Promise<AnalyticsComment[]> {
  const rows = await rowsOf(
    db,
    sql`select answers.ticket_id, answers.rating, answers.comment, answers.answered_at, measures.language
    from satisfaction_answers as answers join ticket_measures as measures using (ticket_id)
    where answers.answered_at >= ${startOf(period, period.from)} and answers.answered_at < ${endOf(period, period.to)}
      and answers.comment is not null
    order by answers.answered_at desc, answers.ticket_id limit ${COMMENTS_SHOWN}`,
  );
  return rows.map((row) => ({
    ticketId: String(row.ticket_id),
    rating: row.rating as AnalyticsComment['rating'],
    comment: String(row.comment),
    answeredAt: new Date(row.answered_at as string).toISOString(),
    language: row.language as Language,
  }));
}
