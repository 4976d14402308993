import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { serverSecrets } from '#server/db/schema.ts';

/** The keys the migrations made in `server_secrets`, one per kind of signed value. */
export type SigningKeyName =
  | 'turn_off_link_key'
  | 'device_cookie_key'
  | 'mail_thread_key'
  | 'satisfaction_link_key'
  | 'not_mine_link_key';

const keys = new WeakMap<Database, Map<SigningKeyName, Promise<string>>>();

/** A key read once per database handle. */
function signingKey(db: Database, name: SigningKeyName): Promise<string> {
  let byName = keys.get(db);
  if (!byName) {
    byName = new Map();
    keys.set(db, byName);
  }
  let key = byName.get(name);
  if (!key) {
    key = db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name))
      .then(([row]) => {
        if (!row) throw new Error(`server secret ${name} is missing: run the migrations`);
        return row.value;
      });
    byName.set(name, key);
  }
  return key;
}

function signature(key: string, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/** The HMAC-SHA256 of `bytes` under the named key, for values that must be short (reply addresses). */
export async function signBytes(db: Database, keyName: SigningKeyName, bytes: Buffer): Promise<Buffer> {
  return createHmac('sha256', await signingKey(db, keyName))
    .update(bytes)
    .digest();
}

/** `value` as JSON in base64url, then its HMAC-SHA256 under the named key. */
export async function signValue(db: Database, keyName: SigningKeyName, value: unknown): Promise<string> {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${signature(await signingKey(db, keyName), payload).toString('base64url')}`;
}

/** The value `signValue` signed under the same key, or undefined when the token was altered or is not ours. */
export async function verifySignedValue(
  db: Database,
  keyName: SigningKeyName,
  token: string,
): Promise<unknown> {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return undefined;
  const expected = signature(await signingKey(db, keyName), payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}
