import { timingSafeEqual } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { signBytes } from '#server/http/signed-values.ts';
import { fromBase32, toBase32 } from './base32.ts';

/** Enough that guessing one takes 2^64 tries, short enough for an address's local part. */
const MAC_BYTES = 8;

/** What a sealed value is for: the same bytes sealed for one purpose do not open for another. */
export type SealPurpose = 'reply' | 'message' | 'thread';

function mac(db: Database, purpose: SealPurpose, body: Buffer): Promise<Buffer> {
  return signBytes(db, 'mail_thread_key', Buffer.concat([Buffer.from(`${purpose}:`), body])).then((full) =>
    full.subarray(0, MAC_BYTES),
  );
}

/** `body` and its truncated HMAC, in lower-case base32. */
export async function seal(db: Database, purpose: SealPurpose, body: Buffer): Promise<string> {
  return toBase32(Buffer.concat([body, await mac(db, purpose, body)]));
}

/** The body `seal` sealed for `purpose`, or undefined when the text was altered or is not ours. */
export async function unseal(db: Database, purpose: SealPurpose, text: string): Promise<Buffer | undefined> {
  const bytes = fromBase32(text);
  if (!bytes || bytes.length <= MAC_BYTES) return undefined;
  const body = bytes.subarray(0, bytes.length - MAC_BYTES);
  const expected = await mac(db, purpose, body);
  return timingSafeEqual(expected, bytes.subarray(bytes.length - MAC_BYTES)) ? body : undefined;
}

export function uuidBytes(id: string): Buffer {
  return Buffer.from(id.replaceAll('-', ''), 'hex');
}

export function bytesUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
