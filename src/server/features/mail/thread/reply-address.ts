import type { Database } from '#server/db/client.ts';
import { bytesUuid, seal, unseal, uuidBytes } from './sealed-ids.ts';

/** An admin is named by the first 8 bytes of their id: the address stays within 64 characters. */
const ADMIN_PREFIX_BYTES = 8;
const UUID_BYTES = 16;

/** Whom a reply address was given to: a ticket's customer, or one admin about that ticket. */
export interface ReplyAddressOwner {
  ticketId: string;
  /** The first characters of the admin's id as text (`xxxxxxxx-xxxx-xxxx`); none for the customer. */
  adminIdPrefix?: string;
}

function split(address: string): { local: string; domain: string } {
  const at = address.lastIndexOf('@');
  return { local: address.slice(0, at), domain: address.slice(at + 1).toLowerCase() };
}

/** `support+<token>@domain`: the token, sealed, names the ticket and, for an admin's notice, that admin. */
export async function replyAddress(
  db: Database,
  supportAddress: string,
  ticketId: string,
  adminId?: string,
): Promise<string> {
  const body = adminId
    ? Buffer.concat([uuidBytes(ticketId), uuidBytes(adminId).subarray(0, ADMIN_PREFIX_BYTES)])
    : uuidBytes(ticketId);
  const { local, domain } = split(supportAddress);
  return `${local}+${await seal(db, 'reply', body)}@${domain}`;
}

/** Who `address` was given to, when it is one of the support address's sealed reply addresses. */
export async function readReplyAddress(
  db: Database,
  supportAddress: string,
  address: string,
): Promise<ReplyAddressOwner | undefined> {
  const support = split(supportAddress.toLowerCase());
  const given = split(address.toLowerCase());
  const prefix = `${support.local}+`;
  if (given.domain !== support.domain || !given.local.startsWith(prefix)) return undefined;
  const body = await unseal(db, 'reply', given.local.slice(prefix.length));
  if (!body || (body.length !== UUID_BYTES && body.length !== UUID_BYTES + ADMIN_PREFIX_BYTES))
    return undefined;
  const ticketId = bytesUuid(body.subarray(0, UUID_BYTES));
  if (body.length === UUID_BYTES) return { ticketId };
  return {
    ticketId,
    adminIdPrefix: bytesUuid(Buffer.concat([body.subarray(UUID_BYTES), Buffer.alloc(8)])).slice(0, 18),
  };
}
