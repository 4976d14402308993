import { eq, sql } from 'drizzle-orm';
import { type Runner, run, type Task, Logger as WorkerLogger } from 'graphile-worker';
import nodemailer from 'nodemailer';
import type { Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { Env } from '#server/env.ts';
import { DESK_DIGEST_TASK, sendDeskDigest } from '#server/features/admin/desk-digest.ts';
import type { Logger } from '#server/logger.ts';
import type { MailData } from './mail-message.ts';
import { mailSender } from './mail-sender.ts';
import { SEND_MAIL_TASK } from './outbox.ts';
import { renderOutboxMail } from './rendered-outbox-mail.ts';

export interface MailWorkerOptions {
  /** The database's connection string: graphile-worker keeps its own small pool. */
  url: string;
  db: Database;
  env: Env & { SMTP_URL: string };
  logger: Logger;
  /** The clock the digests of new tickets go by, the app's. */
  now: () => Date;
}

/** graphile-worker's log lines into ours, at debug level for its routine chatter. */
function workerLogger(logger: Logger): WorkerLogger {
  return new WorkerLogger(() => (level, message, meta) => {
    const line = { ...meta, component: 'mail-worker' };
    if (level === 'error') logger.error(line, message);
    else if (level === 'warning') logger.warn(line, message);
    else logger.debug(line, message);
  });
}

/**
 * Sends the outbox's queued messages over SMTP. A message is marked sent right after the server accepts
 * it and skipped if it already is, so a retried job never sends it twice; a failure is retried with
 * graphile-worker's exponential back-off while the job stays locked to one worker, whichever instance.
 */
export async function startMailWorker({ url, db, env, logger, now }: MailWorkerOptions): Promise<Runner> {
  const transport = nodemailer.createTransport(env.SMTP_URL);
  const from = mailSender(env);
  const host = from.replace(/^.*@|>$/g, '');

  const sendMail: Task = async (payload, helpers) => {
    const { id } = payload as { id: string };
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
    if (!row || row.state === 'sent' || !row.data) return;
    const mail = await renderOutboxMail(db, env, { ...row, data: row.data as MailData });
    try {
      await transport.sendMail({
        from,
        to: row.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${row.id}@${host}>`,
      });
    } catch (error) {
      const lastAttempt = helpers.job.attempts >= helpers.job.max_attempts;
      await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: error instanceof Error ? error.message : String(error),
          state: lastAttempt ? 'failed' : 'queued',
        })
        .where(eq(mailOutbox.id, id));
      throw error;
    }
    await db
      .update(mailOutbox)
      .set({
        state: 'sent',
        sentAt: new Date(),
        attempts: sql`${mailOutbox.attempts} + 1`,
        lastError: null,
        // The links it carried (confirmation, reset) are in the recipient's inbox now, and only there.
        data: null,
      })
      .where(eq(mailOutbox.id, id));
    logger.info({ kind: row.kind, to: row.recipient }, 'mail sent');
  };

  const deskDigest: Task = async (payload) => {
    await sendDeskDigest(db, { env, logger }, (payload as { adminId: string }).adminId, now());
  };

  return run({
    connectionString: url,
    concurrency: 2,
    maxPoolSize: 3,
    noHandleSignals: true,
    pollInterval: 2000,
    logger: workerLogger(logger),
    taskList: { [SEND_MAIL_TASK]: sendMail, [DESK_DIGEST_TASK]: deskDigest },
  });
}
