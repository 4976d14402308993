import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from '#server/logger.ts';

const PROBE_MS = 250;

export interface DatabaseGate {
  /** While true, requests that need the database are answered 503 at once. */
  closed(): boolean;
  /** A query found the database unavailable: close until a ping answers. */
  failed(): void;
}

/**
 * Answers requests at once while the database is known to be gone, instead of letting each wait for a
 * connection (up to the connect timeout for each one queued before it: 9 s at a restart after `kill -9`),
 * and opens again as soon as a ping answers (docs/decisions/database-driver-patched.md).
 */
export function createDatabaseGate(ping: () => Promise<void>, logger: Logger): DatabaseGate {
  let closed = false;
  const probe = async () => {
    while (closed) {
      await delay(PROBE_MS);
      try {
        await ping();
        closed = false;
        logger.info('the database answers again');
      } catch {
        // still gone
      }
    }
  };
  return {
    closed: () => closed,
    failed() {
      if (closed) return;
      closed = true;
      logger.error('the database is unavailable: answering 503 until it answers again');
      void probe();
    },
  };
}
