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

/** An attempt waiting for its address to be confirmed: its password, and the first ticket it filed. */
interface PendingAttempt {
  passwordHash: string;
  ticketId: string | null;
}

/**
 * The attempts waiting for `email` to be confirmed, newest first: its first tickets' unused, unexpired
 * links, and an unconfirmed password stored before attempts kept theirs on their link only.
 */
async function pendingAttempts(db: Database, email: string, now: Date): Promise<PendingAttempt[]> {
  const links = db
    .select({
      passwordHash: sql<string>`${emailTokens.passwordHash}`.as('password_hash'),
      ticketId: sql<string | null>`${emailTokens.ticketId}`.as('ticket_id'),
    })
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
    .select({ passwordHash: emailPasswords.passwordHash, ticketId: sql<string | null>`null::uuid` })
    .from(emailPasswords)
    .where(and(eq(emailPasswords.email, email), isNull(emailPasswords.verifiedAt)));
  return unionAll(links, stored);
}

/** Whether `email` has an attempt waiting for confirmation. */
export async function awaitsAnyConfirmation(db: Database, email: string, now: Date): Promise<boolean> {
  return (await pendingAttempts(db, email, now)).length > 0;
}

/**
 * The one of `email`'s newest pending attempts whose password `digest` is, if any. Always spends the
 * same number of verifications, so the time taken tells nobody whether the address has any.
 */
export async function attemptWithPassword(
  db: Database,
  email: string,
  digest: string,
  now: Date,
): Promise<PendingAttempt | undefined> {
  const attempts = (await pendingAttempts(db, email, now)).slice(0, ATTEMPTS_CHECKED);
  const checks = Array.from({ length: ATTEMPTS_CHECKED }, (_, index) =>
    verifyPasswordDigest(attempts[index]?.passwordHash, digest),
  );
  return attempts[(await Promise.all(checks)).indexOf(true)];
}

/** Whether `digest` is the password of one of `email`'s pending attempts (`attemptWithPassword`). */
export async function awaitsConfirmation(
  db: Database,
  email: string,
  digest: string,
  now: Date,
): Promise<boolean> {
  return (await attemptWithPassword(db, email, digest, now)) !== undefined;
}
