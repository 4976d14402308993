import type { Database } from '#server/db/client.ts';
import { signValue, verifySignedValue } from '#server/http/signed-values.ts';

const KEY_NAME = 'satisfaction_link_key';

/**
 * The token of a ticket's 'How did we do?' links, signed so nobody answers for another ticket. It needs
 * no sign-in and never expires: the answer can be changed as often as the customer likes.
 */
export function signSatisfaction(db: Database, ticketId: string): Promise<string> {
  return signValue(db, KEY_NAME, { satisfaction: ticketId });
}

/** The ticket a token names, or undefined when it was altered or is not one of ours. */
export async function verifySatisfaction(db: Database, token: string): Promise<string | undefined> {
  const value = (await verifySignedValue(db, KEY_NAME, token)) as { satisfaction?: unknown } | undefined;
  return typeof value?.satisfaction === 'string' ? value.satisfaction : undefined;
}
