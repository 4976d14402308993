import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { emailTokens } from '#server/db/schema.ts';
import type { EmailTokenPurpose } from '#shared/constants.ts';

export type EmailToken = typeof emailTokens.$inferSelect;

export interface EmailTokenGrant {
  purpose: EmailTokenPurpose;
  accountType: EmailToken['accountType'];
  email: string;
  /**
   * A reset link: the password it may replace (a newer password makes the link worthless). A
   * confirmation link: its attempt's password, or null when the opener chooses one.
   */
  passwordHash: string | null;
  /** The first ticket a confirmation link's attempt filed. */
  ticketId?: string;
  /** A change of email's member. */
  adminId?: string;
  lifetimeMs: number;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link's token, and its SHA-256: all the database keeps of it. */
export function newEmailToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** Stores a new link's token (its SHA-256 only) and returns the token for the link. */
export async function issueEmailToken(db: Database, grant: EmailTokenGrant, now: Date): Promise<string> {
  const { token, tokenHash } = newEmailToken();
  const { lifetimeMs, ...fields } = grant;
  await db.insert(emailTokens).values({
    ...fields,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return token;
}

function usable(token: string, purpose: EmailTokenPurpose, now: Date) {
  return and(
    eq(emailTokens.tokenHash, hashToken(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );
}

/** The link's grant if it is unused and unexpired, without using it (to show the right page). */
export async function findEmailToken(
  db: Database,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<EmailToken | undefined> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(usable(token, purpose, now))
    .limit(1);
  return row;
}

/** Uses the link once: of two requests racing with it, only one gets its grant. */
export async function useEmailToken(
  db: Database,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<EmailToken | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning();
  return row;
}

export async function purgeExpiredEmailTokens(db: Database, now: Date): Promise<void> {
  await db.delete(emailTokens).where(lte(emailTokens.expiresAt, now));
}
