import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { emailPasswords, tickets } from '#server/db/schema.ts';
import type { Language } from '#shared/language.ts';
import { useEmailToken } from './email-tokens.ts';
import { hashPasswordDigest, verifyPasswordDigest } from './password-hash.ts';

/**
 * Uses a confirmation link once and confirms its address with the password its opener typed: the
 * attempt's own or a new one, never one the opener did not type. Undefined when the link is dead or the
 * address was confirmed meanwhile. The attempt's ticket is verified when its own password was typed.
 * Returns the address and the password's stored hash.
 */
export async function confirmAddress(
  db: Database,
  request: { token: string; digest: string; language: Language },
  now: Date,
): Promise<{ email: string; passwordHash: string } | undefined> {
  // argon2id runs before the transaction so it holds nothing while it works.
  const passwordHash = await hashPasswordDigest(request.digest);
  return db.transaction(async (tx) => {
    const grant = await useEmailToken(tx, request.token, 'confirm_email', now);
    if (!grant) return undefined;
    const { email } = grant;
    const { language } = request;
    const [stored] = await tx
      .insert(emailPasswords)
      .values({ email, passwordHash, language, createdAt: now, verifiedAt: now })
      .onConflictDoUpdate({
        target: emailPasswords.email,
        // A password from before attempts kept theirs on their links: unconfirmed, so nobody's yet.
        set: { passwordHash, language, createdAt: now, verifiedAt: now },
        setWhere: isNull(emailPasswords.verifiedAt),
      })
      .returning({ email: emailPasswords.email });
    if (!stored) return undefined;
    const attemptPassword =
      grant.passwordHash !== null && (await verifyPasswordDigest(grant.passwordHash, request.digest));
    // The attempt's own password proves its ticket was filed by the owner; a new one proves nothing.
    if (attemptPassword && grant.ticketId) {
      await tx
        .update(tickets)
        .set({ isVerified: true })
        .where(and(eq(tickets.id, grant.ticketId), eq(tickets.email, email)));
    }
    return { email, passwordHash };
  });
}

/** Whether the email's password opens its tickets: set, and the address confirmed. */
export async function hasPassword(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: emailPasswords.email })
    .from(emailPasswords)
    .where(and(eq(emailPasswords.email, email), isNotNull(emailPasswords.verifiedAt)))
    .limit(1);
  return row !== undefined;
}
