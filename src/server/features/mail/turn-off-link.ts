import type { Database } from '#server/db/client.ts';
import { signValue, verifySignedValue } from '#server/http/signed-values.ts';

/** What a turn-off link stops: a customer's reply or status notices, or an admin's notifications. */
export type NoticeSubscription =
  | { account: 'customer'; email: string; notice: 'replies' | 'status' | 'satisfaction' }
  | { account: 'admin'; email: string; notice: 'desk' };

const KEY_NAME = 'turn_off_link_key';

/**
 * A token naming one subscription, signed so nobody can turn off someone else's messages. It needs no
 * sign-in and never expires: turning a kind of message off again is harmless.
 */
export function signTurnOff(db: Database, subscription: NoticeSubscription): Promise<string> {
  return signValue(db, KEY_NAME, subscription);
}

/** The subscription a token names, or undefined when it was altered or is not one of ours. */
export async function verifyTurnOff(db: Database, token: string): Promise<NoticeSubscription | undefined> {
  return (await verifySignedValue(db, KEY_NAME, token)) as NoticeSubscription | undefined;
}
