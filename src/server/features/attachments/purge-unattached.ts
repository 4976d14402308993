import { and, isNull, lt, notExists, sql } from 'drizzle-orm';
import { attachments, blobs } from '#server/db/attachments-schema.ts';
import type { Database } from '#server/db/client.ts';

/** How long an upload waits for the message it was meant for. */
export const UNATTACHED_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * Deletes uploads never attached to a message within their lifetime (their blobs go with the last
 * file that used them, by trigger), and blobs no file uses: writes that never finished.
 */
export async function purgeUnattachedUploads(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_LIFETIME_MS);
  const removed = await db
    .delete(attachments)
    .where(and(isNull(attachments.ticketId), lt(attachments.createdAt, cutoff)))
    .returning({ id: attachments.id });
  await db
    .delete(blobs)
    .where(
      and(
        lt(blobs.createdAt, cutoff),
        notExists(
          db.select({ one: sql`1` }).from(attachments).where(sql`${attachments.blobId} = ${blobs.id}`),
        ),
      ),
    );
  return removed.length;
}
