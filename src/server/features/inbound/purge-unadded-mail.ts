import { and, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { inboundMessages } from '#server/db/inbound-schema.ts';

/** How long an email that joined no conversation is kept (held, discarded, an auto-reply, a bounce...). */
export const UNADDED_MAIL_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the emails received more than UNADDED_MAIL_DAYS ago that were never added to a ticket: held
 * ones nobody acted on and the rest; an added email goes with its ticket instead (by cascade).
 */
export async function purgeUnaddedMail(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNADDED_MAIL_DAYS * DAY_MS);
  const removed = await db
    .delete(inboundMessages)
    .where(
      and(
        lt(inboundMessages.receivedAt, cutoff),
        or(isNull(inboundMessages.outcome), notInArray(inboundMessages.outcome, ['added', 'new_ticket'])),
      ),
    )
    .returning({ id: inboundMessages.id });
  return removed.length;
}
