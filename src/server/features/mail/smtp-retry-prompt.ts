import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import type { Logger } from '#server/logger.ts';
import { SEND_MAIL_TASK } from './outbox.ts';

/** How often, while messages wait for the SMTP server, it is asked whether it answers again. */
const PROBE_MS = 20_000;
/** How a delivery that reached no SMTP server begins its error, so that it can be found again. */
export const SMTP_UNREACHABLE = 'SMTP server unreachable';

const UNREACHABLE_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
]);

/** 421: the server is shutting down or overloaded, and closes the connection. */
const SERVICE_NOT_AVAILABLE = 421;

/**
 * nodemailer's errors for no SMTP server answering (or one going away), as opposed to one refusing the
 * message.
 */
export function isSmtpUnreachable(error: unknown): boolean {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  if (responseCode === SERVICE_NOT_AVAILABLE) return true;
  return responseCode === undefined && typeof code === 'string' && UNREACHABLE_CODES.has(code);
}

/**
 * Sends again, as soon as the SMTP server answers, the messages whose delivery found it unreachable,
 * instead of at their back-off's next attempt (up to hours after a long outage). Messages the server
 * refused keep their back-off (docs/decisions/mail-resumes-when-smtp-answers.md).
 */
export function startSmtpRetryPrompt({
  db,
  env,
  logger,
}: {
  db: Database;
  env: { SMTP_URL: string };
  logger: Logger;
}): { stop(): void } {
  const transport = nodemailer.createTransport(env.SMTP_URL);
  const prompt = async () => {
    const waiting = await rowsOf<{ id: string }>(
      db,
      sql`select id from graphile_worker.jobs
        where task_identifier = ${SEND_MAIL_TASK} and locked_at is null and run_at > now()
          and attempts < max_attempts and last_error like ${`${SMTP_UNREACHABLE}%`}`,
    );
    if (waiting.length === 0) return;
    await transport.verify();
    const ids = sql.param(waiting.map((job) => job.id));
    await db.execute(
      sql`select count(*) from graphile_worker.reschedule_jobs(${ids}::bigint[], run_at => now())`,
    );
    logger.info({ messages: waiting.length }, 'the SMTP server answers again: waiting mail goes out now');
  };
  const timer = setInterval(() => {
    prompt().catch((error: unknown) => logger.debug({ err: error }, 'SMTP server still unreachable'));
  }, PROBE_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      transport.close();
    },
  };
}
