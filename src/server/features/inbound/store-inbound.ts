import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import type { InboundSource } from '#shared/constants.ts';

/** The graphile-worker task that processes one received message. */
export const PROCESS_INBOUND_TASK = 'process_inbound_mail';

/** A message that fails to process this often stays unprocessed, listed for admins. */
const PROCESS_MAX_ATTEMPTS = 5;

/** The Message-ID in a raw message's header block, read without parsing the rest. */
function rawMessageId(raw: Buffer): string | undefined {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end < 0 ? Math.min(raw.length, 65_536) : end).toString('latin1');
  return /^message-id:\s*(<[^>\s]+>)/im.exec(head)?.[1];
}

/** An HTTP delivery has no mailbox UID: its bytes name it. */
export function bodyKey(raw: Buffer): string {
  return `http:${createHash('sha256').update(raw).digest('hex')}`;
}

/**
 * Stores a received message, raw, and queues its processing, in one statement: a message seen again
 * (the same Message-ID, or the same mailbox UID or body) is neither stored nor processed twice.
 * Returns the new row's id, or undefined for a message already stored.
 */
export async function storeInbound(
  db: Database,
  message: { source: InboundSource; sourceKey: string; raw: Buffer },
): Promise<string | undefined> {
  const { source, sourceKey, raw } = message;
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    with stored as (
      insert into ${inboundMessages} (source, source_key, message_id, raw)
      values (${source}, ${sourceKey}, ${rawMessageId(raw) ?? null}, ${raw})
      on conflict do nothing
      returning id
    )
    select id, graphile_worker.add_job(${PROCESS_INBOUND_TASK}, json_build_object('id', id),
      max_attempts => ${PROCESS_MAX_ATTEMPTS}) from stored`,
  );
  return rows[0]?.id;
}
