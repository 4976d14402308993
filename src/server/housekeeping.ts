import type { Database } from '#server/db/client.ts';
import { purgeExpiredRateLimits } from '#server/http/rate-limit.ts';
import { purgeExpiredSessions } from '#server/http/session.ts';
import type { Logger } from './logger.ts';

const INTERVAL_MS = 10 * 60 * 1000;

/** Deletes expired sessions and rate-limit windows now and every ten minutes; returns a stop function. */
export function startHousekeeping(
  db: Database,
  logger: Logger,
  now: () => Date = () => new Date(),
): () => void {
  const sweep = async () => {
    try {
      await purgeExpiredSessions(db, now());
      await purgeExpiredRateLimits(db, now());
    } catch (error) {
      logger.warn({ err: error }, 'housekeeping failed; will retry');
    }
  };
  void sweep();
  const timer = setInterval(sweep, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
