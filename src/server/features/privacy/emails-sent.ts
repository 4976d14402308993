import { asc, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import { rawOf } from '#server/features/inbound/index.ts';
import type { ArchiveEntry } from './data-archive.ts';

/** The emails received from an address (stored lowercased, like every email; a sender may not be). */
export const sentBy = (email: string) => sql`lower(${inboundMessages.sender}) = ${email}`;

/**
 * Every email received from `email`, as it arrived, as `emails/{id}.eml` in the customer's copy of their
 * data (docs/decisions/received-mail-privacy.md); each is read from the database when the archive reaches it.
 */
export async function emailsSentBy(db: Database, email: string): Promise<ArchiveEntry[]> {
  const rows = await db
    .select({ id: inboundMessages.id })
    .from(inboundMessages)
    .where(sentBy(email))
    .orderBy(asc(inboundMessages.receivedAt), asc(inboundMessages.id));
  return rows.map(({ id }) => ({
    path: `emails/${id}.eml`,
    async *read() {
      const raw = await rawOf(db, id);
      if (raw) yield new Uint8Array(raw);
    },
  }));
}
