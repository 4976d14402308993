import { inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, emailPasswords } from '#server/db/schema.ts';
import { type FileNames, fileNamesOn } from '#server/features/attachments/index.ts';
import type { EventOnTicket } from '#server/features/tickets/index.ts';
import { type NotifiedAdmin, notifiedAdmin } from './desk-notices.ts';

/** A ticket's sender, whether their address is confirmed, and the notices they want. */
export interface TicketCustomer {
  email: string;
  confirmed: boolean;
  replies: boolean;
  status: boolean;
  satisfaction: boolean;
}

/**
 * What the notices of a turn's events read and none of those events changes, read once for the turn
 * rather than once an event.
 */
export interface NoticeLookups {
  /** The sender of a ticket: an address never confirmed wants every notice it can get. */
  ticketCustomer(email: string): TicketCustomer;
  fileNames: FileNames;
  /** The active admins whose notifications are on, read when first asked. */
  notifiedAdmins(): Promise<NotifiedAdmin[]>;
}

export async function readNoticeLookups(
  tx: Database,
  events: readonly EventOnTicket[],
): Promise<NoticeLookups> {
  const tickets = new Map(events.map(({ ticket }) => [ticket.id, ticket]));
  const senders = [...new Set([...tickets.values()].map((ticket) => ticket.email))];
  const customers = await tx
    .select({
      email: emailPasswords.email,
      replies: emailPasswords.notifyReplies,
      status: emailPasswords.notifyStatus,
      satisfaction: emailPasswords.notifySatisfaction,
      confirmed: sql<boolean>`${emailPasswords.verifiedAt} is not null`,
    })
    .from(emailPasswords)
    .where(inArray(emailPasswords.email, senders));
  const known = new Map(customers.map((customer) => [customer.email, customer]));
  const unconfirmed = { confirmed: false, replies: true, status: true, satisfaction: true };
  const fileNames = await fileNamesOn(tx, [...tickets.keys()]);
  let admins: NotifiedAdmin[] | undefined;
  return {
    ticketCustomer: (email) => known.get(email) ?? { email, ...unconfirmed },
    fileNames,
    notifiedAdmins: async () => {
      admins ??= await tx
        .select({ id: adminUsers.id, email: adminUsers.email, language: adminUsers.language })
        .from(adminUsers)
        .where(notifiedAdmin);
      return admins;
    },
  };
}
