import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { adminUsers, emailPasswords, emailTokens } from '#server/db/schema.ts';
import {
  deliversMail,
  mailContent,
  mailSteps,
  reportWrittenMail,
  resetPasswordMessage,
  SEND_MAIL_TASK,
  siteLink,
} from '#server/features/mail/index.ts';
import { RESET_PASSWORD_LINK_LIFETIME_MS } from '#shared/constants.ts';
import { pagePaths } from '#shared/routes.ts';
import type { PasswordResetRequest } from '#shared/schemas/email-links.ts';
import { newEmailToken } from './email-tokens.ts';

/**
 * Writes a reset link for the account to the outbox if it exists (and says whether it did), in one statement that is the same
 * whether or not it does, so the answer's time does not tell: the token and the message are made either
 * way, and the statement stores them only for an account it finds.
 */
export async function sendResetLink(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger'>,
  { email, account: kind, language }: PasswordResetRequest,
  now: Date,
): Promise<boolean> {
  const { db } = deps;
  const { token, tokenHash } = newEmailToken();
  const link = siteLink(deps.env, pagePaths.resetPassword, language, { token });
  const accounts = kind === 'admin' ? adminUsers : emailPasswords;
  const expiresAt = new Date(now.getTime() + RESET_PASSWORD_LINK_LIFETIME_MS);
  const issued = db.$with('issued', { email: sql<string>`email` }).as(sql`
    insert into ${emailTokens} (token_hash, purpose, account_type, email, password_hash, created_at, expires_at)
    select ${tokenHash}, 'reset_password', ${kind}, email, password_hash,
      ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz
    from ${accounts} where ${eq(accounts.email, email)} ${kind === 'admin' ? sql`and deactivated_at is null` : sql``}
    returning email`);
  const delivering = deliversMail(deps.env);
  const mail = mailSteps(db, delivering, {
    kind: resetPasswordMessage.kind,
    recipients: sql`select email, ${language}::text as language from ${issued}`,
    content: mailContent(deps, resetPasswordMessage, () => ({ email, link })),
  });
  const [written] = mail.steps;
  // With SMTP a message's delivery job is queued with it: for no account, a job that finds no message.
  const decoy = db.$with('decoy_job', { job: sql`job` }).as(
    delivering
      ? sql`select graphile_worker.add_job(${SEND_MAIL_TASK}, json_build_object('id', gen_random_uuid())) as job
          where not exists (select from ${written})`
      : sql`select null as job`,
  );
  const [result] = await db
    .with(issued, ...mail.steps, decoy)
    // Storing a link costs a flush of the write-ahead log at commit, which a request for an unknown
    // account would not wait for; a link lost to a crash in the next moment is asked for again.
    .select({
      written: mail.written,
      decoy: sql`(select count(*) from ${decoy})`,
      asynchronousCommit: sql`set_config('synchronous_commit', 'off', true)`,
    })
    .from(sql`(select) as statement`);
  const mails = result?.written ?? [];
  reportWrittenMail(deps, mails);
  return mails.length > 0;
}
