import type { Database } from '#server/db/client.ts';
import { signValue, verifySignedValue } from '#server/http/signed-values.ts';

/** The ticket an unconfirmed address's notices offer to remove ('This wasn't me'), and that address. */
export interface NotMineGrant {
  ticketId: string;
  email: string;
}

const KEY_NAME = 'not_mine_link_key';

/**
 * A token naming one ticket and its address, signed: only that inbox gets it, in the ticket's notices.
 * It needs no sign-in and never expires; once the ticket is removed or confirmed it does nothing.
 */
export function signNotMine(db: Database, grant: NotMineGrant): Promise<string> {
  return signValue(db, KEY_NAME, grant);
}

/** The grant a token names, or undefined when it was altered or is not one of ours. */
export async function verifyNotMine(db: Database, token: string): Promise<NotMineGrant | undefined> {
  const value = (await verifySignedValue(db, KEY_NAME, token)) as Partial<NotMineGrant> | undefined;
  return typeof value?.ticketId === 'string' && typeof value.email === 'string'
    ? { ticketId: value.ticketId, email: value.email }
    : undefined;
}
