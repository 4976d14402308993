import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, tickets } from '#server/db/schema.ts';
import { readReplyAddress, readSignedMessageIds } from '#server/features/mail/index.ts';
import type { ReadMail } from './read-mail.ts';

type Ticket = typeof tickets.$inferSelect;

/** How a message named its ticket, in the order they are tried. */
export type TicketMatch =
  | { by: 'reply_address'; ticketId: string; adminIdPrefix: string | undefined }
  | { by: 'message_id'; ticketId: string }
  | { by: 'subject'; ticket: Ticket };

async function byReplyAddress(db: Database, support: string, mail: ReadMail) {
  for (const recipient of mail.recipients) {
    const owner = await readReplyAddress(db, support, recipient);
    if (owner) return { by: 'reply_address' as const, ...owner, adminIdPrefix: owner.adminIdPrefix };
  }
  return undefined;
}

async function byMessageId(db: Database, mail: ReadMail) {
  for (const id of await readSignedMessageIds(db, mail.thread)) {
    if ('ticketId' in id) return { by: 'message_id' as const, ticketId: id.ticketId };
    const [sent] = await db
      .select({ ticketId: mailOutbox.ticketId })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id.outboxId));
    if (sent?.ticketId) return { by: 'message_id' as const, ticketId: sent.ticketId };
  }
  return undefined;
}

/** The `[#1a2b3c4d]` our subjects carry: only a hint, trusted by the caller for the right senders. */
async function bySubject(db: Database, mail: ReadMail) {
  const short = /\[#([0-9a-f]{8})\]/i.exec(mail.subject)?.[1]?.toLowerCase();
  if (!short) return undefined;
  const found = await db
    .select()
    .from(tickets)
    .where(sql`${tickets.id} between ${`${short}-0000-0000-0000-000000000000`}::uuid
      and ${`${short}-ffff-ffff-ffff-ffffffffffff`}::uuid`)
    .limit(2);
  return found.length === 1 && found[0] ? { by: 'subject' as const, ticket: found[0] } : undefined;
}

/** The ticket a message names: its reply address, then a signed Message-ID it answers, then its subject. */
export async function findTicket(
  db: Database,
  support: string | undefined,
  mail: ReadMail,
): Promise<TicketMatch | undefined> {
  return (
    (support && (await byReplyAddress(db, support, mail))) ||
    (await byMessageId(db, mail)) ||
    (await bySubject(db, mail))
  );
}
