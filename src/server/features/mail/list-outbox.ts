import { count, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { Env } from '#server/env.ts';
import { MAIL_PAGE_SIZE } from '#shared/constants.ts';
import type { OutboxPage } from '#shared/schemas/mail.ts';
import { currentContact } from './mail-contact.ts';
import type { MailData } from './mail-message.ts';
import { deliversMail } from './outbox.ts';
import { renderOutboxMail } from './rendered-outbox-mail.ts';

/** One page of the outbox, newest first, each message shown as its recipient reads it. */
export async function listOutbox(db: Database, env: Env, page: number): Promise<OutboxPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(sql`${mailOutbox.createdAt} desc nulls last`, sql`${mailOutbox.id} desc nulls last`)
      .limit(MAIL_PAGE_SIZE)
      .offset((page - 1) * MAIL_PAGE_SIZE),
    db.select({ total: count() }).from(mailOutbox),
  ]);
  const contact = await currentContact(db, env);
  const mails = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      state: row.state,
      attempts: row.attempts,
      lastError: row.lastError,
      sentAt: row.sentAt?.toISOString() ?? null,
      text: row.data
        ? (await renderOutboxMail(db, env, { ...row, data: row.data as MailData }, contact)).text
        : null,
    })),
  );
  return { mails, page, pageSize: MAIL_PAGE_SIZE, total: counted?.total ?? 0, delivering: deliversMail(env) };
}
