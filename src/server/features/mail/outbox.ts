import { type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { MailKind } from '#shared/constants.ts';
import { type Language, languages } from '#shared/language.ts';
import { bouncedAddresses } from './bounced-mail.ts';
import type { MailData, MailMessage } from './mail-message.ts';
import { noticeSubscription } from './notice-subscription.ts';

/** The graphile-worker task that sends one outbox message. */
export const SEND_MAIL_TASK = 'send_mail';

/** With graphile-worker's back-off (e^attempt seconds, at most e^10) 25 attempts span about 4 days. */
const SEND_MAIL_MAX_ATTEMPTS = 25;

type MailDeps = Pick<AppDeps, 'env' | 'logger'>;

/**
 * One message to each row of `recipients`, a query with `email` and `language` columns, written in
 * that row's language.
 */
export interface MailToEach {
  kind: MailKind;
  recipients: SQL;
  content: MailContent;
  ticketId?: string;
}

/** What the message says in each language: its subject and its data as JSON. */
export type MailContent = Record<Language, { subject: string; data: string }>;

/**
 * What a message is about: its ticket (for the admins' 5-minute spacing), the event that caused it, the
 * team's reply it carries (whose delivery the desk shows).
 */
export interface MailAbout {
  ticketId?: string;
  eventId?: number;
  responseId?: string;
}

/** One message to one person. */
export interface OutgoingMail<Data extends MailData = MailData> {
  message: MailMessage<Data>;
  recipient: string;
  language: Language;
  data: Data;
  about?: MailAbout;
}

/** What the statement wrote, for the log when nothing sends it. */
interface WrittenMail {
  kind: string;
  to: string;
  link: string;
}

export function deliversMail(env: MailDeps['env']): boolean {
  return env.SMTP_URL !== undefined;
}

/** `message` with `data`, in each language. */
export function mailContent<Data extends MailData>(
  deps: Pick<MailDeps, 'env'>,
  message: MailMessage<Data>,
  data: (language: Language) => Data,
): MailContent {
  const content = (language: Language) => {
    const values = data(language);
    return {
      subject: message.subject(values, { product: deps.env.PRODUCT_NAME, language }),
      data: JSON.stringify(values),
    };
  };
  return Object.fromEntries(languages.map((language) => [language, content(language)])) as MailContent;
}

function byLanguage(value: (language: Language) => unknown, type: string): SQL {
  const cases = languages.map((language) => sql`when ${language} then ${value(language)}::${sql.raw(type)}`);
  return sql`case recipient.language ${sql.join(cases, sql` `)} end`;
}

/**
 * The steps (CTEs) that write `mail` to the outbox and, when `delivering` (see `deliversMail`), queue its
 * delivery, as part of the statement of the event that causes it: a message exists exactly when its
 * event does, and the event costs no extra round trip. The statement must select `written`, which makes
 * PostgreSQL run the delivery step, and pass what it returns to `reportWrittenMail`.
 */
export function mailSteps(db: Database, delivering: boolean, mail: MailToEach) {
  const { content } = mail;
  const columns = { kind: sql`kind`, recipient: sql`recipient`, link: sql`link` };
  const rows = db.$with('mail_rows', { id: sql`id`, ...columns }).as(sql`
    insert into ${mailOutbox} (kind, recipient, language, subject, data, ticket_id, state)
    select ${mail.kind}, recipient.email, recipient.language,
      ${byLanguage((language) => content[language].subject, 'text')},
      ${byLanguage((language) => content[language].data, 'jsonb')},
      ${mail.ticketId ?? null}::uuid, ${delivering ? 'queued' : 'kept'}
    from (${mail.recipients}) as recipient
    returning id, kind, recipient, data->>'link' as link`);
  const queued = db.$with('mail_queued', columns).as(
    delivering
      ? sql`select kind, recipient, link, graphile_worker.add_job(
          ${SEND_MAIL_TASK}, json_build_object('id', id), max_attempts => ${SEND_MAIL_MAX_ATTEMPTS}
        ) from ${rows}`
      : sql`select kind, recipient, link from ${rows}`,
  );
  const written = sql<WrittenMail[]>`(select coalesce(json_agg(json_build_object(
    'kind', kind, 'to', recipient, 'link', link)), '[]'::json) from ${queued})`;
  return { steps: [rows, queued] as const, written };
}

/** Without SMTP nothing sends the messages: their links go to the log, for whoever runs the server. */
export function reportWrittenMail(deps: MailDeps, written: WrittenMail[]): void {
  if (deliversMail(deps.env)) return;
  for (const mail of written) deps.logger.info(mail, 'mail kept in the outbox (no SMTP_URL)');
}

/** `mails` less the notices to addresses that bounced hard since they last confirmed. */
async function withoutBouncedNotices(db: Database, mails: OutgoingMail[]): Promise<OutgoingMail[]> {
  const notices = mails.filter((mail) => noticeSubscription(mail.message.kind, mail.recipient));
  const bounced = await bouncedAddresses(
    db,
    notices.map((mail) => mail.recipient),
  );
  return bounced.size === 0
    ? mails
    : mails.filter((mail) => !notices.includes(mail) || !bounced.has(mail.recipient));
}

/**
 * Writes `mails` to the outbox in `db`, the transaction of the change or events that cause them, and
 * queues their delivery when SMTP is configured. A recipient an event already wrote to is skipped: an
 * event reacted to twice sends nothing twice.
 */
export async function writeMail(db: Database, deps: MailDeps, mails: OutgoingMail[]): Promise<void> {
  const sending = await withoutBouncedNotices(db, mails);
  if (sending.length === 0) return;
  const delivering = deliversMail(deps.env);
  const rows = sending.map(({ message, recipient, language, data, about = {} }) => ({
    kind: message.kind,
    recipient,
    language,
    subject: message.subject(data, { product: deps.env.PRODUCT_NAME, language }),
    data,
    ticket_id: about.ticketId ?? null,
    event_id: about.eventId ?? null,
    response_id: about.responseId ?? null,
  }));
  // One JSON parameter rather than a turn's hundreds of values (docs/decisions/mail-outbox-and-job-queue.md).
  const written = await rowsOf<WrittenMail & { id: string }>(
    db,
    sql`
    insert into ${mailOutbox} (kind, recipient, language, subject, data, ticket_id, event_id, response_id, state)
    select kind, recipient, language, subject, data, ticket_id, event_id, response_id,
      ${delivering ? 'queued' : 'kept'}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as mail(kind text, recipient text, language text,
      subject text, data jsonb, ticket_id uuid, event_id bigint, response_id uuid)
    on conflict (event_id, recipient) where event_id is not null do nothing
    returning id, kind, recipient as "to", coalesce(data->>'link', '') as link`,
  );
  if (delivering && written.length > 0) {
    await db.execute(sql`select graphile_worker.add_job(
      ${SEND_MAIL_TASK}, json_build_object('id', id), max_attempts => ${SEND_MAIL_MAX_ATTEMPTS}
    ) from unnest(${sql.param(written.map((mail) => mail.id))}::uuid[]) as id`);
  }
  reportWrittenMail(deps, written);
}
