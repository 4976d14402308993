import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import nodemailer from 'nodemailer';
import type { Database } from '#server/db/client.ts';
import { isDatabaseUnavailable } from '#server/db/database-errors.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { Env } from '#server/env.ts';
import type { Logger } from '#server/logger.ts';
import { storableText } from '#server/storable-text.ts';
import { isRecipientRefused, markRefused } from './bounced-mail.ts';
import { currentContact } from './mail-contact.ts';
import type { MailData } from './mail-message.ts';
import { mailSender } from './mail-sender.ts';
import { renderOutboxMail } from './rendered-outbox-mail.ts';
import { isSmtpUnreachable, SMTP_UNREACHABLE } from './smtp-retry-prompt.ts';
import { threadHeaders } from './thread/thread-headers.ts';

export interface SendMailDeps {
  db: Database;
  env: Env & { SMTP_URL: string };
  logger: Logger;
}

/** How long a sent message's mark waits for the database to answer again, a second at a time. */
const MARK_SENT_ATTEMPTS = 120;

/**
 * Runs `write` until the database takes it: once the SMTP server has accepted a message, a database that
 * is down for a moment must not leave it unmarked, to be sent again.
 */
async function untilWritten(write: () => Promise<unknown>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || attempt >= MARK_SENT_ATTEMPTS) throw error;
      await delay(1000);
    }
  }
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
    const contact = await currentContact(db, env);
    const mail = await renderOutboxMail(db, env, { ...row, data: row.data as MailData }, contact);
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
      const answer = storableText(error instanceof Error ? error.message : String(error), 2000);
      if (isRecipientRefused(error)) {
        await markRefused(db, row, answer, new Date());
        logger.warn({ kind: row.kind, to: row.recipient, err: error }, 'mail refused by the SMTP server');
        return;
      }
      const lastAttempt = helpers.job.attempts >= helpers.job.max_attempts;
      await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: answer,
          state: lastAttempt ? 'failed' : 'queued',
        })
        .where(eq(mailOutbox.id, id));
      // Found again by the prompt that sends it as soon as the server answers (smtp-retry-prompt.ts).
      if (isSmtpUnreachable(error)) throw new Error(`${SMTP_UNREACHABLE}: ${(error as Error).message}`);
      throw error;
    }
    await untilWritten(() =>
      db
        .update(mailOutbox)
        .set({
          state: 'sent',
          sentAt: new Date(),
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: null,
          // The links it carried (confirmation, reset) are in the recipient's inbox now, and only there.
          data: null,
        })
        .where(eq(mailOutbox.id, id)),
    );
    logger.info({ kind: row.kind, to: row.recipient }, 'mail sent');
  };
}
