// The e2e server runs without SMTP: its messages stay in the outbox, read here from its database as
// an admin reads them at /admin/mail.
import { afterAll, inject } from 'vitest';
import { type DatabaseHandle, openConfiguredDatabase } from '#server/db/client.ts';
import { issueEmailToken } from '#server/features/auth/email-tokens.ts';
import type { EmailTokenPurpose, MailKind } from '#shared/constants.ts';
import { passwordDigest } from '#shared/password-digest.ts';
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

/** The messages of `kind` written to `email`, newest first. */
export async function mailsOfKind(email: string, kind: MailKind) {
  return mailsTo((await outbox()).db, email, kind);
}

/** Opens the newest confirmation link sent to `email` and types `password` there, as its owner would. */
export async function confirmAddress(email: string, password: string): Promise<void> {
  const token = await latestLinkToken((await outbox()).db, email, 'confirm_email');
  const passwordHash = await passwordDigest(password, email);
  const { status } = await postJson('/api/auth/confirm-email', { token, passwordHash });
  if (status !== 200) throw new Error(`confirming ${email} answered ${status}`);
}

/**
 * A usable link's token for `email`, stored as the product stores one but without a message, for pages
 * that must open a live link without spending the per-address budget of link emails.
 */
export async function issueLinkToken(purpose: EmailTokenPurpose, email: string): Promise<string> {
  const grant = {
    purpose,
    accountType: 'customer' as const,
    email,
    passwordHash: null,
    lifetimeMs: 3_600_000,
  };
  return issueEmailToken((await outbox()).db, grant, new Date());
}
