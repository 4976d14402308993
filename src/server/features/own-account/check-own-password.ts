import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers } from '#server/db/schema.ts';
import { verifyPasswordDigest } from '#server/features/auth/index.ts';
import { HttpError } from '#server/http/http-error.ts';

/** Checks the member's current password before a change of password or email; returns their email. */
export async function checkOwnPassword(db: Database, adminId: string, digest: string): Promise<string> {
  const [row] = await db
    .select({ email: adminUsers.email, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  if (!(await verifyPasswordDigest(row?.passwordHash, digest)) || !row) {
    throw new HttpError(400, 'invalid_credentials', 'The current password is not right.');
  }
  return row.email;
}
