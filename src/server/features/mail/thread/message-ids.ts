import type { Database } from '#server/db/client.ts';
import { bytesUuid, seal, unseal, uuidBytes } from './sealed-ids.ts';

/** What a signed Message-ID names: one outbox message, or a ticket's thread as a whole. */
export type SignedMessageId = { outboxId: string } | { ticketId: string };

/** An outbox message's own Message-ID: `<m…@host>`, signed so that a reply naming it can be trusted. */
export async function outboxMessageId(db: Database, host: string, outboxId: string): Promise<string> {
  return `<m${await seal(db, 'message', uuidBytes(outboxId))}@${host}>`;
}

/** The root every message about a ticket answers (`In-Reply-To`, `References`), so mail apps thread them. */
export async function ticketThreadId(db: Database, host: string, ticketId: string): Promise<string> {
  return `<t${await seal(db, 'thread', uuidBytes(ticketId))}@${host}>`;
}

/** How many Message-IDs of ours a message may name: a thread's root and the messages it answers. */
const SIGNED_IDS_READ = 50;

/**
 * The Message-IDs in `header` (`In-Reply-To`, `References`, or a bounce's copy) that we signed, the
 * first SIGNED_IDS_READ of them. The host is bounded and cannot span a `<`: the search stays linear.
 */
export async function readSignedMessageIds(db: Database, header: string): Promise<SignedMessageId[]> {
  const found: SignedMessageId[] = [];
  const candidates = [...header.matchAll(/<([mt])([a-z2-7]{20,60})@[^<>\s]{1,255}>/gi)];
  for (const [, kind, token] of candidates.slice(0, SIGNED_IDS_READ)) {
    const purpose = kind?.toLowerCase() === 'm' ? 'message' : 'thread';
    const body = await unseal(db, purpose, token ?? '');
    if (body?.length !== 16) continue;
    found.push(purpose === 'message' ? { outboxId: bytesUuid(body) } : { ticketId: bytesUuid(body) });
  }
  return found;
}
