// The e2e server runs without SMTP: its messages stay in the outbox, read here from its database as
// an admin reads them at /admin/mail.
import { afterAll, inject } from 'vitest';
import { type DatabaseHandle, openConfiguredDatabase } from '#server/db/client.ts';
import type { MailKind } from '#shared/constants.ts';
import { latestLinkToken, mailsTo } from '#tests/support/outbox.ts';
import { postJson } from './post-json.ts';

let database: Promise<DatabaseHandle> | undefined;

function outbox(): Promise<DatabaseHandle> {
  if (!database) {
    database = openConfiguredDatabase({ DATA_DIR: inject('dataDir') }, { role: 'tool' });
    afterAll(async () => (await database)?.close());
  }
  return database;
}

/** The main link of the newest `kind` message to `email`. */
export async function latestLink(email: string, kind: MailKind): Promise<string> {
  const [mail] = await mailsTo((await outbox()).db, email, kind);
  const link = mail?.data?.link;
  if (!link) throw new Error(`no ${kind} message to ${email}`);
  return link;
}

/** Opens the newest confirmation link sent to `email`, as its owner would. */
export async function confirmAddress(email: string): Promise<void> {
  const token = await latestLinkToken((await outbox()).db, email, 'confirm_email');
  const { status } = await postJson('/api/auth/confirm-email', { token });
  if (status !== 200) throw new Error(`confirming ${email} answered ${status}`);
}
