import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers } from '#server/db/schema.ts';
import { TeamError } from './team-error.ts';

/**
 * Refuses a change that would leave no active admin who has joined (demoting, deactivating or deleting
 * `memberId`). It locks every such admin's row first, so two admins demoting each other at once are
 * taken one after the other and the second is refused.
 */
export async function keepAnotherActiveAdmin(tx: Database, memberId: string): Promise<void> {
  const admins = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'admin'), isNull(adminUsers.deactivatedAt), isNull(adminUsers.invitedAt)))
    .for('update');
  if (admins.every((admin) => admin.id === memberId)) {
    throw new TeamError(
      'last_admin',
      'The last active admin cannot be removed, deactivated or made an agent.',
    );
  }
}
