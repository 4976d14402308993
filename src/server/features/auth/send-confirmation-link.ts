import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { queueMail } from '#server/features/mail/outbox.ts';
import { siteLink } from '#server/features/mail/site-links.ts';
import { CONFIRM_EMAIL_LINK_LIFETIME_MS } from '#shared/constants.ts';
import type { Language } from '#shared/language.ts';
import { pagePaths } from '#shared/routes.ts';
import { confirmEmailMessage } from './confirm-email-message.tsx';
import { issueEmailToken } from './email-tokens.ts';

interface PendingAddress {
  email: string;
  /** The unconfirmed password the link confirms; a newer one makes the link worthless. */
  passwordHash: string;
  language: Language;
}

/** Queues a new link confirming `address`, in the transaction `db` that stored its password. */
export async function sendConfirmationLink(
  db: Database,
  deps: Pick<AppDeps, 'env' | 'logger'>,
  { email, passwordHash, language }: PendingAddress,
  now: Date,
): Promise<void> {
  const token = await issueEmailToken(
    db,
    {
      purpose: 'confirm_email',
      accountType: 'customer',
      email,
      passwordHash,
      lifetimeMs: CONFIRM_EMAIL_LINK_LIFETIME_MS,
    },
    now,
  );
  await queueMail(db, deps, {
    message: confirmEmailMessage,
    recipient: email,
    language,
    data: { email, link: siteLink(deps.env, pagePaths.confirmEmail, language, { token }) },
  });
}
