import { and, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, sessions } from '#server/db/schema.ts';

/**
 * Which of these sessions still let their owner in, as `loadSession` decides: not signed out, not
 * expired, and a desk account not deactivated. A stream outlives the request that checked its session.
 */
export async function stillSignedIn(db: Database, tokenHashes: string[], now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .leftJoin(adminUsers, eq(adminUsers.id, sessions.adminId))
    .where(
      and(
        inArray(sessions.tokenHash, tokenHashes),
        gt(sessions.expiresAt, now),
        or(
          eq(sessions.type, 'user'),
          and(eq(sessions.type, 'admin'), isNotNull(adminUsers.id), isNull(adminUsers.deactivatedAt)),
        ),
      ),
    );
  return new Set(rows.map((row) => row.tokenHash));
}
