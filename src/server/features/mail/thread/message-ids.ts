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

/** Every Message-ID in `header` (`In-Reply-To`, `References`, or a bounce's copy) that we signed. */
export async function readSignedMessageIds(db: Database, header: string): Promise<SignedMessageId[]> {
  const found: SignedMessageId[] = [];
  for (const [, kind, token] of header.matchAll(/<([mt])([a-z2-7]{20,60})@[^>\s]+>/gi)) {
    const purpose = kind?.toLowerCase() === 'm' ? 'message' : 'thread';
    const body = await unseal(db, purpose, token ?? '');
    if (body?.length !== 16) continue;
    found.push(purpose === 'message' ? { outboxId: bytesUuid(body) } : { ticketId: bytesUuid(body) });
  }
  return found;
}
