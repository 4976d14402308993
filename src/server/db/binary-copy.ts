import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type postgres from 'postgres';
import type { Database } from './client.ts';

/**
 * A row written through PostgreSQL's binary COPY, a slice at a time: the driver sends a statement's
 * parameters as text built in one go (a 10 MB `bytea` becomes a 20 MB hex string, written and copied
 * without a break, for seconds on a loaded machine), holding the event loop throughout
 * (docs/decisions/raw-mail-in-slices.md).
 */

/** What the loop may spend on one slice before it answers others. */
const SLICE_BYTES = 64 * 1024;
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** The signature, no flags, no header extension. */
const HEADER = Buffer.concat([SIGNATURE, Buffer.alloc(8)]);
const TRAILER = Buffer.from([0xff, 0xff]);

/** A column's value: text (sent as UTF-8), bytes, or null. */
export type CopyValue = string | Buffer | null;

/** The driver under `db`, for what drizzle does not offer (COPY). */
export function driverOf(db: Database): postgres.Sql {
  const driver = (db as unknown as { $client?: postgres.Sql }).$client;
  if (!driver) throw new Error('COPY needs the database handle, not a transaction');
  return driver;
}

function int16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeInt16BE(value);
  return bytes;
}

function int32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
}

/** One row in COPY's binary format, a slice at a time. */
function* binaryRow(values: CopyValue[]): Generator<Buffer> {
  yield HEADER;
  yield int16(values.length);
  for (const value of values) {
    if (value === null) {
      yield int32(-1);
      continue;
    }
    const bytes = typeof value === 'string' ? Buffer.from(value) : value;
    yield int32(bytes.length);
    for (let at = 0; at < bytes.length; at += SLICE_BYTES) yield bytes.subarray(at, at + SLICE_BYTES);
  }
  yield TRAILER;
}

/**
 * Writes one row into `target` ("table (columns)", ours, never a caller's) with COPY. Only into a table
 * where it cannot fail (no constraints): the driver loses an error raised during a COPY, and waits for ever.
 */
export async function copyRowIn(
  transaction: postgres.TransactionSql,
  target: string,
  values: CopyValue[],
): Promise<void> {
  const copy = await transaction.unsafe(`copy ${target} from stdin (format binary)`).writable();
  await pipeline(Readable.from(binaryRow(values)), copy);
}
