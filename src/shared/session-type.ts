import type { AccountKind } from '#shared/schemas/email-links.ts';
import type { SessionType } from '#shared/schemas/session.ts';

/*
 * The spec names a customer's session 'user': the support_session mirror, the API's session body and the
 * sessions table keep that value. Code speaks of customers and admins, and translates only here.
 */

export function sessionTypeOf(account: AccountKind): SessionType {
  return account === 'customer' ? 'user' : 'admin';
}

export function accountOfSession(type: SessionType): AccountKind {
  return type === 'user' ? 'customer' : 'admin';
}
