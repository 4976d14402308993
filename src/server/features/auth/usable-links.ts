import type { Database } from '#server/db/client.ts';
import { hasPassword } from './confirm-address.ts';
import { type EmailToken, findEmailToken } from './email-tokens.ts';

/** A confirmation link's grant while it can still confirm its address, without using it up. */
export async function usableConfirmationLink(
  db: Database,
  token: string,
  now: Date,
): Promise<EmailToken | undefined> {
  const grant = await findEmailToken(db, token, 'confirm_email', now);
  if (!grant || (await hasPassword(db, grant.email))) return undefined;
  return grant;
}

/** A reset link's grant while it can still change its password, without using it up. */
export function usableResetLink(db: Database, token: string, now: Date): Promise<EmailToken | undefined> {
  return findEmailToken(db, token, 'reset_password', now);
}
