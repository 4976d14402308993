import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, emailPasswords, sessions } from '#server/db/schema.ts';
import { customerSessionsOf } from '#server/http/session.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';

/**
 * Replaces the password if it is still `previousHash` (the one the link was sent for) and ends every
 * session of the account. A customer's address is confirmed by it too: the link reached their inbox.
 * Returns false when the password changed since.
 */
export async function replacePassword(
  db: Database,
  account: AccountKind,
  email: string,
  previousHash: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  if (account === 'admin') {
    const [admin] = await db
      .update(adminUsers)
      .set({ passwordHash })
      .where(and(eq(adminUsers.email, email), eq(adminUsers.passwordHash, previousHash)))
      .returning({ id: adminUsers.id });
    if (!admin) return false;
    await db.delete(sessions).where(eq(sessions.adminId, admin.id));
    return true;
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
  return true;
}
