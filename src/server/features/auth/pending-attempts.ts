import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { emailPasswords, emailTokens } from '#server/db/schema.ts';
import { verifyPasswordDigest } from './password-hash.ts';

/**
 * How many of an address's newest attempts a sign-in checks the password against: each costs one
 * argon2id verification, and every sign-in to an unconfirmed address spends that many.
 */
const ATTEMPTS_CHECKED = 3;

/**
 * The passwords of the attempts waiting for `email` to be confirmed, newest first: those of its first
 * tickets' unused, unexpired links, and an unconfirmed password stored before attempts kept theirs on
 * their link only.
 */
export async function pendingPasswordHashes(db: Database, email: string, now: Date): Promise<string[]> {
  const links = db
    .select({ passwordHash: sql<string>`${emailTokens.passwordHash}`.as('password_hash') })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.email, email),
        eq(emailTokens.purpose, 'confirm_email'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
        isNotNull(emailTokens.passwordHash),
      ),
    )
    .orderBy(desc(emailTokens.createdAt))
    .limit(ATTEMPTS_CHECKED);
  const stored = db
    .select({ passwordHash: emailPasswords.passwordHash })
    .from(emailPasswords)
    .where(and(eq(emailPasswords.email, email), isNull(emailPasswords.verifiedAt)));
  const rows = await unionAll(links, stored);
  return rows.map((row) => row.passwordHash);
}

/**
 * Whether `digest` is the password of one of `email`'s pending attempts. Always spends the same
 * number of verifications, so the time taken tells nobody whether the address has any.
 */
export async function awaitsConfirmation(
  db: Database,
  email: string,
  digest: string,
  now: Date,
): Promise<boolean> {
  const hashes = (await pendingPasswordHashes(db, email, now)).slice(0, ATTEMPTS_CHECKED);
  const checks = Array.from({ length: ATTEMPTS_CHECKED }, (_, index) =>
    verifyPasswordDigest(hashes[index], digest),
  );
  return (await Promise.all(checks)).includes(true);
}
