import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, emailPasswords, sessions } from '#server/db/schema.ts';
import { customerSessionsOf } from '#server/http/session.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';

/**
 * Replaces the password if it is still `previousHash` (the one the link was sent for) and ends every
 * session of the account. A customer's address is confirmed by it too: the link reached their inbox; an
 * invited member has joined. Returns false when the password changed since (or the member is deactivated),
 * else whether this accepted an invitation.
 */
export async function replacePassword(
  db: Database,
  account: AccountKind,
  email: string,
  previousHash: string,
  passwordHash: string,
  now: Date,
): Promise<false | { joined: boolean }> {
  if (account === 'admin') {
    const invited = db
      .$with('invited')
      .as(
        db
          .select({ id: adminUsers.id, invitedAt: adminUsers.invitedAt })
          .from(adminUsers)
          .where(eq(adminUsers.email, email)),
      );
    const [admin] = await db
      .with(invited)
      .update(adminUsers)
      .set({ passwordHash, invitedAt: null })
      .where(
        and(
          eq(adminUsers.email, email),
          eq(adminUsers.passwordHash, previousHash),
          isNull(adminUsers.deactivatedAt),
        ),
      )
      .returning({
        id: adminUsers.id,
        wasInvited: sql<boolean>`(select invited_at is not null from ${invited})`,
      });
    if (!admin) return false;
    await db.delete(sessions).where(eq(sessions.adminId, admin.id));
    return { joined: admin.wasInvited };
  }
  const [customer] = await db
    .update(emailPasswords)
    .set({
      passwordHash,
      verifiedAt: sql`coalesce(${emailPasswords.verifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(emailPasswords.email, email), eq(emailPasswords.passwordHash, previousHash)))
    .returning({ email: emailPasswords.email });
  if (!customer) return false;
  await db.delete(sessions).where(customerSessionsOf(email));
  return { joined: false };
}
