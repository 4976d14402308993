import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { adminUsers } from '#server/db/schema.ts';
import { verifySessionPassword } from '#server/features/auth/index.ts';
import { HttpError } from '#server/http/http-error.ts';

/**
 * Checks the member's current password before a change of password or email, under the session's
 * limit on wrong passwords; returns their email.
 */
export async function checkOwnPassword(c: Context<AppEnv>, adminId: string, digest: string): Promise<string> {
  const [row] = await c.var.deps.db
    .select({ email: adminUsers.email, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  if (!(await verifySessionPassword(c, row?.passwordHash, digest)) || !row) {
    throw new HttpError(400, 'invalid_credentials', 'The current password is not right.');
  }
  return row.email;
}
