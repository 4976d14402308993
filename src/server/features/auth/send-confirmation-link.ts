import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { confirmEmailMessage, siteLink, writeMail } from '#server/features/mail/index.ts';
import { CONFIRM_EMAIL_LINK_LIFETIME_MS } from '#shared/constants.ts';
import type { Language } from '#shared/language.ts';
import { pagePaths } from '#shared/routes.ts';
import { issueEmailToken } from './email-tokens.ts';

interface PendingAddress {
  email: string;
  /** The attempt's password, which only this link can make work; null lets the opener choose one. */
  passwordHash: string | null;
  /** The first ticket the attempt filed. */
  ticketId?: string;
  language: Language;
}

/**
 * Issues a new link confirming `address`, in the transaction `db` of the attempt or the request, without
 * mailing it: the attempt waits for confirmation all the same, and 'Send the link again' mails a new one.
 */
export async function holdConfirmationLink(
  db: Database,
  { email, passwordHash, ticketId }: PendingAddress,
  now: Date,
): Promise<string> {
  return issueEmailToken(
    db,
    {
      purpose: 'confirm_email',
      accountType: 'customer',
      email,
      passwordHash,
      ticketId,
      lifetimeMs: CONFIRM_EMAIL_LINK_LIFETIME_MS,
    },
    now,
  );
}

/** Queues a new link confirming `address`, in the transaction `db` of the attempt or the request. */
export async function sendConfirmationLink(
  db: Database,
  deps: Pick<AppDeps, 'env' | 'logger'>,
  address: PendingAddress,
  now: Date,
): Promise<void> {
  const token = await holdConfirmationLink(db, address, now);
  const { email, language } = address;
  await writeMail(db, deps, [
    {
      message: confirmEmailMessage,
      recipient: email,
      language,
      data: { email, link: siteLink(deps.env, pagePaths.confirmEmail, language, { token }) },
    },
  ]);
}
