import { sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { Language } from '#shared/language.ts';
import type { MailData, MailMessage } from './mail-message.ts';

/** The graphile-worker task that sends one outbox message. */
export const SEND_MAIL_TASK = 'send_mail';

/** With graphile-worker's back-off (e^attempt seconds, at most e^10) 25 attempts span about 4 days. */
const SEND_MAIL_MAX_ATTEMPTS = 25;

export interface OutgoingMail<Data extends MailData = MailData> {
  message: MailMessage<Data>;
  recipient: string;
  language: Language;
  data: Data;
  ticketId?: string;
}

type MailDeps = Pick<AppDeps, 'env' | 'logger'>;

export function deliversMail(env: MailDeps['env']): boolean {
  return env.SMTP_URL !== undefined;
}

/**
 * Writes messages to the outbox with `db`, the transaction of the event that causes them, and (with
 * SMTP) queues their delivery in the same transaction: a message exists exactly when its event does.
 */
export async function queueMail(db: Database, deps: MailDeps, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const delivering = deliversMail(deps.env);
  const rows = await db
    .insert(mailOutbox)
    .values(
      mails.map(({ message, recipient, language, data, ticketId }) => ({
        kind: message.kind,
        recipient,
        language,
        subject: message.subject(data, { product: deps.env.PRODUCT_NAME, language }),
        data,
        ticketId,
        state: delivering ? ('queued' as const) : ('kept' as const),
      })),
    )
    .returning({ id: mailOutbox.id });
  if (delivering) {
    const ids = sql.join(
      rows.map(({ id }) => sql`${id}::uuid`),
      sql`, `,
    );
    await db.execute(sql`
      select graphile_worker.add_job(
        ${SEND_MAIL_TASK}, json_build_object('id', id), max_attempts => ${SEND_MAIL_MAX_ATTEMPTS}
      ) from unnest(array[${ids}]) as id`);
    return;
  }
  for (const { message, recipient, data } of mails) {
    deps.logger.info(
      { kind: message.kind, to: recipient, link: data.link },
      'mail kept in the outbox (no SMTP_URL)',
    );
  }
}
