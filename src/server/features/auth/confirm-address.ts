import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { emailPasswords, tickets } from '#server/db/schema.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { ConfirmationPassword } from '#shared/constants.ts';
import type { Language } from '#shared/language.ts';
import { findEmailToken, useEmailToken } from './email-tokens.ts';
import { hashPasswordDigest, verifyPasswordDigest } from './password-hash.ts';
import { attemptWithPassword } from './pending-attempts.ts';

interface ConfirmationRequest {
  token: string;
  digest: string;
  language: Language;
  /** 'ticket': the password chosen with a ticket, which must match; 'new': the opener's new one. */
  password: ConfirmationPassword;
}

/**
 * Uses a confirmation link once and confirms its address with the password its opener typed: the
 * attempt's own or a new one, as they chose, never one the opener did not type. Undefined when the link
 * is dead or the address was confirmed meanwhile; a 401 when the ticket's password was asked for and the
 * one typed is not it, the link left usable. The ticket of the attempt whose password was typed is
 * verified. Returns the address and the password's stored hash.
 */
export async function confirmAddress(
  db: Database,
  request: ConfirmationRequest,
  now: Date,
): Promise<{ email: string; passwordHash: string } | undefined> {
  const proven = request.password === 'ticket' ? await ticketPassword(db, request, now) : undefined;
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
    const ticketId = proven?.ticketId ?? (attemptPassword ? grant.ticketId : null);
    if (ticketId) {
      await tx
        .update(tickets)
        .set({ isVerified: true })
        .where(and(eq(tickets.id, ticketId), eq(tickets.email, email)));
    }
    return { email, passwordHash };
  });
}

/**
 * The attempt whose password the opener typed as the one chosen with their ticket: the link's own, or,
 * for a link bound to none (sent again, or in a notice), one of the address's pending attempts. Throws
 * 401 when it is none of them; undefined when the link is dead.
 */
async function ticketPassword(
  db: Database,
  { token, digest }: ConfirmationRequest,
  now: Date,
): Promise<{ ticketId: string | null } | undefined> {
  const grant = await findEmailToken(db, token, 'confirm_email', now);
  if (!grant) return undefined;
  const attempt = grant.passwordHash
    ? (await verifyPasswordDigest(grant.passwordHash, digest)) && { ticketId: grant.ticketId }
    : await attemptWithPassword(db, grant.email, digest, now);
  if (!attempt) {
    throw new HttpError(401, 'invalid_credentials', 'This is not the password chosen with your ticket.');
  }
  return attempt;
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
