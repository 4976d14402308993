import type { Database } from '#server/db/client.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import type { ApiClient } from './api-client.ts';
import { latestLinkToken } from './outbox.ts';

/** Opens the newest confirmation link sent to `email` and types `password` on its page. */
export async function openConfirmationLink(caller: ApiClient, db: Database, email: string, password: string) {
  const token = await latestLinkToken(db, email, 'confirm_email');
  return caller.post('/api/auth/confirm-email', {
    token,
    passwordHash: await passwordDigest(password, email),
  });
}
