import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { currentSession } from '#server/http/guards.ts';
import { clearRateLimit, enforceRateLimit } from '#server/http/rate-limit.ts';
import { verifyPasswordDigest } from './password-hash.ts';
import { sessionPasswordLimit } from './sign-in-limits.ts';

/**
 * Whether `digest` is the password `storedHash` keeps, asked from a signed-in session: each check counts
 * under the session as a sign-in counts under its browser, refused with 429 past the limit even when
 * right, and a right one forgets the session's failures.
 */
export async function verifySessionPassword(
  c: Context<AppEnv>,
  storedHash: string | undefined,
  digest: string,
): Promise<boolean> {
  const session = currentSession(c).tokenHash;
  await enforceRateLimit(c, sessionPasswordLimit, session);
  const right = await verifyPasswordDigest(storedHash, digest);
  if (right) await clearRateLimit(c, sessionPasswordLimit, session);
  return right;
}
