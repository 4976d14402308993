import type { Database } from '#server/db/client.ts';
import { countHit } from '#server/http/rate-limit.ts';
import { removeExpiredTickets } from './retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// A shared daily window, so that of all server instances sweeping every few minutes, one runs it once a day.
const RETENTION_WINDOW_KEY = 'housekeeping:retention';

/** Applies RETENTION_DAYS when today's run has not happened yet; returns the tickets removed, or null when skipped. */
export async function runDailyRetention(
  db: Database,
  days: number | undefined,
  now: Date,
): Promise<number | null> {
  if (!days) return null;
  const { hits } = await countHit(db, RETENTION_WINDOW_KEY, DAY_MS, now);
  if (hits > 1) return null;
  return removeExpiredTickets(db, days, now);
}
