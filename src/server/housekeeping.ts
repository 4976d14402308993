import type { Database } from '#server/db/client.ts';
import { purgeUnattachedUploads } from '#server/features/attachments/index.ts';
import { purgeExpiredEmailTokens } from '#server/features/auth/index.ts';
import { purgeUnaddedMail } from '#server/features/inbound/index.ts';
import { runDailyRetention } from '#server/features/privacy/index.ts';
import { purgeExpiredRateLimits } from '#server/http/rate-limit.ts';
import { purgeExpiredSessions } from '#server/http/session.ts';
import type { Logger } from './logger.ts';

const INTERVAL_MS = 10 * 60 * 1000;

/**
 * Deletes expired sessions, rate-limit windows and emailed links' tokens, uploads never attached and received
 * emails that joined no ticket in their time, now and every ten minutes, and once a day the closed
 * tickets past the retention the settings give (RETENTION_DAYS until an admin sets one); returns a stop function.
 */
export function startHousekeeping(
  db: Database,
  logger: Logger,
  retentionDays: () => Promise<number | null>,
  now: () => Date = () => new Date(),
): () => void {
  const sweep = async () => {
    try {
      await purgeExpiredSessions(db, now());
      await purgeExpiredRateLimits(db, now());
      await purgeExpiredEmailTokens(db, now());
      await purgeUnattachedUploads(db, now());
      await purgeUnaddedMail(db, now());
      const days = (await retentionDays()) ?? undefined;
      const removed = await runDailyRetention(db, days, now());
      if (removed !== null)
        logger.info({ removed, retentionDays: days }, 'retention: old closed tickets removed');
    } catch (error) {
      logger.warn({ err: error }, 'housekeeping failed; will retry');
    }
  };
  void sweep();
  const timer = setInterval(sweep, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
