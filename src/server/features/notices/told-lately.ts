import { and, gt, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { OutgoingMail } from '#server/features/mail/index.ts';
import { customerReplyNoticeMessage, newTicketNoticeMessage } from '#server/features/mail/index.ts';
import type { TicketRow } from '#server/features/tickets/index.ts';
import type { AdminRecipient, NotifiedAdmin } from './desk-notices.ts';

const deskNoticeKinds = [newTicketNoticeMessage.kind, customerReplyNoticeMessage.kind];
const isDeskNotice = (kind: string) => deskNoticeKinds.some((deskKind) => deskKind === kind);

/**
 * When each admin was last told of a ticket by a desk notice (a new ticket, a customer's reply), for a
 * turn's customer replies: read from the outbox once for the turn, then kept up with the notices the
 * turn writes, which are told now. One question a reply instead of one statement.
 */
export interface ToldLately {
  /** Those of `admins` not told of `ticketId` since `since`. */
  untold<Admin extends AdminRecipient>(admins: readonly Admin[], ticketId: string, since: Date): Admin[];
  /** Counts `mail` as told now: it is written with the turn. */
  record(mail: OutgoingMail): void;
}

const key = (recipient: string, ticketId: string) => `${ticketId} ${recipient}`;

/** What the turn will ask: whether an admin was told of the ticket since then. */
export interface ToldQuestion {
  ticketId: string;
  since: Date;
}

/** The desk notices to `admins` that the turn's questions can ask about, from the outbox. */
export async function readToldLately(
  tx: Database,
  admins: readonly AdminRecipient[],
  asked: readonly ToldQuestion[],
): Promise<ToldLately> {
  const rows = admins.length === 0 || asked.length === 0 ? [] : await deskNoticesAsked(tx, admins, asked);
  const lastTold = new Map<string, number>();
  const tell = (recipient: string, ticketId: string, at: number) => {
    const k = key(recipient, ticketId);
    lastTold.set(k, Math.max(at, lastTold.get(k) ?? at));
  };
  for (const row of rows) if (row.ticketId) tell(row.recipient, row.ticketId, row.at.getTime());
  return {
    untold: (candidates, ticketId, after) =>
      candidates.filter((admin) => (lastTold.get(key(admin.email, ticketId)) ?? 0) <= after.getTime()),
    record: (mail) => {
      const ticketId = mail.about?.ticketId;
      if (ticketId && isDeskNotice(mail.message.kind)) tell(mail.recipient, ticketId, Infinity);
    },
  };
}

/** The outbox's desk notices to `admins` about the asked tickets since the earliest question. */
function deskNoticesAsked(tx: Database, admins: readonly AdminRecipient[], asked: readonly ToldQuestion[]) {
  const since = new Date(Math.min(...asked.map((question) => question.since.getTime())));
  return tx
    .select({ recipient: mailOutbox.recipient, ticketId: mailOutbox.ticketId, at: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(
      and(
        inArray(
          mailOutbox.recipient,
          admins.map((admin) => admin.email),
        ),
        inArray(mailOutbox.ticketId, [...new Set(asked.map((question) => question.ticketId))]),
        inArray(mailOutbox.kind, deskNoticeKinds),
        gt(mailOutbox.createdAt, since),
      ),
    );
}

/**
 * The active members whose notifications are on, but not one told about the ticket since `since`; only
 * its assignee when it has one.
 */
export function adminsToTell(
  admins: readonly NotifiedAdmin[],
  told: ToldLately,
  ticket: Pick<TicketRow, 'id' | 'assigneeId'>,
  since: Date,
): NotifiedAdmin[] {
  const asked = ticket.assigneeId ? admins.filter((admin) => admin.id === ticket.assigneeId) : admins;
  return told.untold(asked, ticket.id, since);
}
