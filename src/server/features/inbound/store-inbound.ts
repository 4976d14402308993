import { createHash } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import type { InboundSource } from '#shared/constants.ts';

/** The graphile-worker task that processes one received message. */
export const PROCESS_INBOUND_TASK = 'process_inbound_mail';

/** A message whose processing fails this often ends failed, listed for admins with the error. */
export const PROCESS_MAX_ATTEMPTS = 5;

/** Where a Message-ID is searched: the header block, as long as the parser accepts one. */
const HEAD_SEARCHED_BYTES = 1024 * 1024;
/**
 * How much of a raw message one statement writes or reads: the driver turns a parameter into hex, and a
 * row's hex into bytes, in one go on the event loop (10 MB held it for seconds on a loaded machine).
 */
const RAW_SLICE_BYTES = 512 * 1024;
/** A Message-ID kept as it came: far below the 2,704 bytes a btree entry may hold. */
const MESSAGE_ID_KEPT = 250;

/**
 * The Message-ID in a raw message's header block, read without parsing the rest: as it came when it is
 * short printable ASCII, else its SHA-256 (a NUL or 3,000 characters neither fail the insert nor the index).
 */
function rawMessageId(raw: Buffer): string | undefined {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end < 0 ? HEAD_SEARCHED_BYTES : Math.min(end, HEAD_SEARCHED_BYTES));
  const id = /^message-id:[ \t]*(?:\r?\n[ \t]+)?(<[^>\r\n]+>)/im.exec(head.toString('latin1'))?.[1];
  if (id === undefined) return undefined;
  if (id.length <= MESSAGE_ID_KEPT && /^[\x21-\x7e]+$/.test(id)) return id;
  return `sha256:${createHash('sha256').update(id, 'latin1').digest('hex')}`;
}

/** An HTTP delivery has no mailbox UID: its bytes name it. */
export function bodyKey(raw: Buffer): string {
  return `http:${createHash('sha256').update(raw).digest('hex')}`;
}

/** A received message as read: `refusal` names why only its headers were kept (they are listed). */
export interface ReceivedMessage {
  source: InboundSource;
  sourceKey: string;
  raw: Buffer;
  refusal?: 'message_too_large';
}

/** The statement that stores a message whose raw bytes `raw` gives, and queues its processing. */
function storing(message: ReceivedMessage, raw: SQL) {
  return sql`
    with stored as (
      insert into ${inboundMessages} (source, source_key, message_id, raw, reason)
      values (${message.source}, ${message.sourceKey}, ${rawMessageId(message.raw) ?? null}, ${raw},
        ${message.refusal ?? null})
      on conflict do nothing
      returning id
    )
    select id, graphile_worker.add_job(${PROCESS_INBOUND_TASK}, json_build_object('id', id),
      max_attempts => ${PROCESS_MAX_ATTEMPTS}) from stored`;
}

/**
 * Stores a received message, raw, and queues its processing, at once: a message seen again (the same
 * Message-ID, or the same mailbox UID or body) is neither stored nor processed twice. One larger than a
 * slice goes in slices into a temporary table first, joined by PostgreSQL in the same transaction
 * (docs/decisions/raw-mail-in-slices.md). Returns the new row's id, or undefined for one already stored.
 */
export async function storeInbound(db: Database, message: ReceivedMessage): Promise<string | undefined> {
  const { raw } = message;
  if (raw.length <= RAW_SLICE_BYTES)
    return (await rowsOf<{ id: string }>(db, storing(message, sql`${raw}`)))[0]?.id;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`create temporary table if not exists incoming_slices (at integer, bytes bytea) on commit delete rows`,
    );
    for (let at = 0; at < raw.length; at += RAW_SLICE_BYTES) {
      const slice = raw.subarray(at, at + RAW_SLICE_BYTES);
      await tx.execute(sql`insert into incoming_slices (at, bytes) values (${at}, ${slice})`);
    }
    const joined = sql`(select string_agg(bytes, ''::bytea order by at) from incoming_slices)`;
    return (await rowsOf<{ id: string }>(tx, storing(message, joined)))[0]?.id;
  });
}

const rawLength = sql<number>`length(${inboundMessages.raw})`;

/** A stored message's raw bytes when they fit in one slice, else null: read by any statement on its row. */
export const rawIfOneSlice = sql<Buffer | null>`case when ${rawLength} <= ${RAW_SLICE_BYTES} then ${inboundMessages.raw} end`;

/** A stored message as it came, at once or a slice at a time; undefined when there is none. */
export async function rawOf(db: Database, id: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ length: rawLength, whole: rawIfOneSlice })
    .from(inboundMessages)
    .where(eq(inboundMessages.id, id));
  if (!row) return undefined;
  if (row.whole) return row.whole;
  const slices: Buffer[] = [];
  for (let at = 0; at < row.length; at += RAW_SLICE_BYTES) {
    const [slice] = await db
      .select({ bytes: sql<Buffer>`substring(${inboundMessages.raw} from ${at + 1} for ${RAW_SLICE_BYTES})` })
      .from(inboundMessages)
      .where(eq(inboundMessages.id, id));
    if (slice) slices.push(slice.bytes);
  }
  return Buffer.concat(slices);
}
