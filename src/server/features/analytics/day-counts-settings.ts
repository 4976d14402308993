import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import type { Env } from '#server/env.ts';

/**
 * Counts the analytics' days again when the business time zone or the first-response target differs
 * from what they were counted with (the migration counts them in UTC with 24 hours). Call it at start-up.
 */
export async function countAnalyticsDaysFor(
  db: Database,
  env: Pick<Env, 'businessHours' | 'FIRST_RESPONSE_TARGET_HOURS'>,
): Promise<boolean> {
  const zone = env.businessHours.zone;
  const targetSeconds = Math.round(env.FIRST_RESPONSE_TARGET_HOURS * 3600);
  const [counted] = await rowsOf(db, sql`select zone, target_seconds from analytics_settings`);
  if (counted?.zone === zone && Number(counted?.target_seconds) === targetSeconds) return false;
  await db.execute(sql`select analytics_recount(${zone}, ${targetSeconds}::integer)`);
  return true;
}
