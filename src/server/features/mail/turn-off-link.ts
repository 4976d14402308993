import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { serverSecrets } from '#server/db/schema.ts';

/** What a turn-off link stops: a customer's reply or status notices, or an admin's notifications. */
export type NoticeSubscription =
  | { account: 'customer'; email: string; notice: 'replies' | 'status' }
  | { account: 'admin'; email: string; notice: 'desk' };

const KEY_NAME = 'turn_off_link_key';
const keys = new WeakMap<Database, Promise<string>>();

/** The signing key made by the migration, read once per database handle. */
function signingKey(db: Database): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, KEY_NAME))
      .then(([row]) => {
        if (!row) throw new Error(`server secret ${KEY_NAME} is missing: run the migrations`);
        return row.value;
      });
    keys.set(db, key);
  }
  return key;
}

function signature(key: string, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/**
 * A token naming one subscription, signed so nobody can turn off someone else's messages. It needs no
 * sign-in and never expires: turning a kind of message off again is harmless.
 */
export async function signTurnOff(db: Database, subscription: NoticeSubscription): Promise<string> {
  const payload = Buffer.from(JSON.stringify(subscription)).toString('base64url');
  return `${payload}.${signature(await signingKey(db), payload).toString('base64url')}`;
}

/** The subscription a token names, or undefined when it was altered or is not one of ours. */
export async function verifyTurnOff(db: Database, token: string): Promise<NoticeSubscription | undefined> {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return undefined;
  const expected = signature(await signingKey(db), payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as NoticeSubscription;
  } catch {
    return undefined;
  }
}
