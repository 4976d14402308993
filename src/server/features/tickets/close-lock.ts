import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/** The advisory lock class of a ticket's close lock ('tckt' in ASCII); the ticket's id hashes into the key. */
const CLOSE_LOCK_CLASS = 0x74636b74;

/**
 * Replies hold their ticket's close lock shared and a status change holds it alone, each until its
 * transaction ends: replies to one ticket never wait for each other, and a reply that saw the ticket
 * open commits before it can be closed (docs/decisions/replies-share-the-close-lock.md). PostgreSQL
 * queues a new sharer behind a waiting status change, so a stream of replies cannot starve a close.
 */
export function holdCloseLockShared(tx: Database, ticketId: string) {
  return tx.execute(sql`select pg_advisory_xact_lock_shared(${CLOSE_LOCK_CLASS}, hashtext(${ticketId}))`);
}

export function holdCloseLock(tx: Database, ticketId: string) {
  return tx.execute(sql`select pg_advisory_xact_lock(${CLOSE_LOCK_CLASS}, hashtext(${ticketId}))`);
}
