import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, emailTokens } from '#server/db/schema.ts';
import { FIRST_ADMIN_EMAIL } from '#server/features/admin/index.ts';
import { notFound } from '#server/http/http-error.ts';
import type { OwnAccount } from '#shared/schemas/own-account.ts';

/** The new address a member asked for whose link is still usable, if any. */
async function pendingEmailOf(db: Database, adminId: string, now: Date): Promise<string | null> {
  const [pending] = await db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.adminId, adminId),
        eq(emailTokens.purpose, 'change_email'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return pending?.email ?? null;
}

/** The signed-in member's account as /admin/account shows it. */
export async function readOwnAccount(db: Database, adminId: string, now: Date): Promise<OwnAccount> {
  const [row] = await db
    .select({ email: adminUsers.email, name: adminUsers.displayName, language: adminUsers.language })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  if (!row) throw notFound('There is no such account.');
  return {
    ...row,
    pendingEmail: await pendingEmailOf(db, adminId, now),
    generatedEmail: row.email === FIRST_ADMIN_EMAIL,
  };
}
