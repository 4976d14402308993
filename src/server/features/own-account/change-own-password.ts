import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, sessions } from '#server/db/schema.ts';
import { type AuditActor, recordAudit } from '#server/features/audit/index.ts';
import { hashPasswordDigest } from '#server/features/auth/index.ts';

/**
 * A new password for the signed-in member, once the caller has checked their current one; their other
 * sessions end (the old password may be why it changed), this one goes on.
 */
export async function changeOwnPassword(
  db: Database,
  session: { adminId: string; tokenHash: string; email: string },
  newPasswordHash: string,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  const { email } = session;
  const passwordHash = await hashPasswordDigest(newPasswordHash);
  await db.transaction(async (tx) => {
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, session.adminId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.adminId, session.adminId), ne(sessions.tokenHash, session.tokenHash)));
    await recordAudit(tx, {
      kind: 'admin_account.password_changed',
      actor,
      subject: { type: 'admin_account', id: email },
      details: { source: 'own account' },
      at: now,
    });
  });
}
