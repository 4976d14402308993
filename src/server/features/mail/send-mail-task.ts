import { eq, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import nodemailer from 'nodemailer';
import type { Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { Env } from '#server/env.ts';
import type { Logger } from '#server/logger.ts';
import { storableText } from '#server/storable-text.ts';
import type { MailData } from './mail-message.ts';
import { mailSender } from './mail-sender.ts';
import { renderOutboxMail } from './rendered-outbox-mail.ts';
import { threadHeaders } from './thread/thread-headers.ts';

export interface SendMailDeps {
  db: Database;
  env: Env & { SMTP_URL: string };
  logger: Logger;
}

/**
 * The task that sends one outbox message over SMTP. A message is marked sent right after the server
 * accepts it and skipped if it already is, so a retried job never sends it twice; a failure is retried
 * with graphile-worker's exponential back-off while the job stays locked to one worker, whichever instance.
 */
export function sendMailTask({ db, env, logger }: SendMailDeps): Task {
  const transport = nodemailer.createTransport(env.SMTP_URL);
  const from = mailSender(env);
  const host = from.replace(/^.*@|>$/g, '');

  return async (payload, helpers) => {
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
        ...(await threadHeaders(db, env, host, row, mail.turnOffLink)),
      });
    } catch (error) {
      const lastAttempt = helpers.job.attempts >= helpers.job.max_attempts;
      await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: storableText(error instanceof Error ? error.message : String(error), 2000),
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
}
