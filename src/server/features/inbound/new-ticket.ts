import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import type { tickets } from '#server/db/schema.ts';
import { attachUploads } from '#server/features/attachments/index.ts';
import { hasPassword, sendConfirmationLink } from '#server/features/auth/index.ts';
import { inboxKey } from '#server/features/mail/index.ts';
import { openEmailedTicket, type TicketRow } from '#server/features/tickets/index.ts';
import { countHit } from '#server/http/rate-limit.ts';
import { ticketReference } from '#shared/short-ticket-id.ts';
import { withMailNotes } from './mail-notes.ts';
import type { MailedFiles } from './mailed-files.ts';
import type { ReadMail } from './read-mail.ts';
import { NO_TEXT } from './reply-text.ts';

/** One acknowledgement a day to an address however many tickets it mails: a forged sender gets one. */
const ACKNOWLEDGEMENTS_PER_DAY = 1;
const DAY_MS = 24 * 3_600_000;

const followUpNote = (ticket: Pick<TicketRow, 'id'>) =>
  `\n\n(Follow-up to [#${ticketReference(ticket.id)}], closed.)`;

/** What a message opens a ticket with: its new text is `mail.reply`; `followUpOf` the closed ticket it answered. */
export interface MailedTicket {
  from: { address: string; name: string };
  mail: ReadMail;
  files: MailedFiles;
  followUpOf?: typeof tickets.$inferSelect;
}

/**
 * A ticket opened by a message that named none, or answered a closed one (`followUpOf`), for its
 * sender: unverified, as a web ticket filed without signing in. The sender hears of it once a day at
 * most: a confirmed address by the usual acknowledgement, any other by a link to confirm it and choose
 * a password, which also verifies this ticket.
 */
export async function openTicketFromMail(
  tx: Database,
  deps: Pick<AppDeps, 'env' | 'logger'>,
  { from, mail, files, followUpOf }: MailedTicket,
  now: Date,
): Promise<TicketRow> {
  const email = from.address;
  const { hits } = await countHit(tx, `inbound-ack:${inboxKey(email)}`, DAY_MS, now);
  const acknowledged = hits <= ACKNOWLEDGEMENTS_PER_DAY;
  const confirmed = await hasPassword(tx, email);
  const language = followUpOf?.language ?? 'en';
  const ticket = await openEmailedTicket(
    tx,
    {
      email,
      name: from.name || email.slice(0, email.indexOf('@')),
      subject: mail.subject || (followUpOf?.subject ?? '(no subject)'),
      description: `${withMailNotes(mail.reply.text || NO_TEXT, { cut: mail.reply.cut, refused: files.refused }, language)}${followUpOf ? followUpNote(followUpOf) : ''}`,
      language,
    },
    { type: 'customer', name: email },
    acknowledged && confirmed,
    now,
  );
  await attachUploads(tx, files.tokens, { ticketId: ticket.id, responseId: null });
  if (acknowledged && !confirmed) {
    await sendConfirmationLink(tx, deps, { email, passwordHash: null, ticketId: ticket.id, language }, now);
  }
  return ticket;
}
