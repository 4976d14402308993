import { setTimeout as delay } from 'node:timers/promises';
import { isDatabaseUnavailable } from '#server/db/database-errors.ts';
import type { Logger } from '#server/logger.ts';

const PROBE_MS = 250;

export interface DatabaseGate {
  /** While true, requests that need the database are answered 503 at once. */
  closed(): boolean;
  /** A query found the database unavailable: close until a ping answers. */
  failed(): void;
  /**
   * Pings the database now and rejects if it does not answer. The gate follows the answer, so a caller
   * told the database answers (the health check) finds the gate open on its next request.
   */
  check(): Promise<void>;
}

/**
 * Answers requests at once while the database is known to be gone, instead of letting each wait for a
 * connection (up to the connect timeout for each one queued before it: 9 s at a restart after `kill -9`),
 * and opens again as soon as a ping answers (docs/decisions/database-driver-patched.md).
 */
export function createDatabaseGate(ping: () => Promise<void>, logger: Logger): DatabaseGate {
  let closed = false;
  const open = () => {
    if (!closed) return;
    closed = false;
    logger.info('the database answers again');
  };
  const check = async () => {
    try {
      await ping();
    } catch (error) {
      if (isDatabaseUnavailable(error)) failed();
      throw error;
    }
    open();
  };
  let probing = false;
  const probe = async () => {
    if (probing) return;
    probing = true;
    while (closed) {
      await delay(PROBE_MS);
      await check().catch(() => {});
    }
    probing = false;
  };
  function failed() {
    if (closed) return;
    closed = true;
    logger.error('the database is unavailable: answering 503 until it answers again');
    void probe();
  }
  return { closed: () => closed, failed, check };
}
