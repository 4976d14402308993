import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { insertForEachRow } from '#server/db/insert-for-each-row.ts';
import { emailPasswords, tickets } from '#server/db/schema.ts';
import { newTicketNotices } from '#server/features/admin/new-ticket-notices.ts';
import { hashPasswordDigest } from '#server/features/auth/password-hash.ts';
import { holdConfirmationLink, sendConfirmationLink } from '#server/features/auth/send-confirmation-link.ts';
import { reportWrittenMail } from '#server/features/mail/outbox.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { ConfirmationMail, SubmitTicketRequest } from '#shared/schemas/ticket-submission.ts';
import type { TicketRow } from './ticket-body.ts';

export type TicketFields = Omit<SubmitTicketRequest, 'passwordHash' | 'website'>;

type SubmitDeps = Pick<AppDeps, 'db' | 'env' | 'logger'>;

const passwordRequired = () =>
  new HttpError(
    400,
    'password_required',
    'This email has no password yet: choose one to submit your first ticket.',
  );

const passwordAlreadySet = () =>
  new HttpError(
    409,
    'password_already_set',
    'This email already has a password. Submit the ticket without a new password.',
  );

/**
 * Who files a ticket: the signed-in customer of its email verifies it; anyone else could have typed
 * the address, so theirs waits for the owner (a first ticket's for its address to be confirmed).
 */
export interface Filer {
  passwordDigest?: string;
  signedInAs?: string;
}

/** A new open ticket's row, as it is stored. */
function newTicketRow(fields: TicketFields, filer: Filer, now: Date): TicketRow {
  const isVerified = filer.signedInAs === fields.email;
  return { ...fields, id: randomUUID(), status: 'open', isVerified, createdAt: now, updatedAt: now };
}

/**
 * Stores `ticket` and tells the admins in one statement, when `source` (a from-item) has a row; false
 * when it has none and nothing was written.
 */
async function insertTicket(
  deps: SubmitDeps,
  db: Database,
  ticket: TicketRow,
  source: SQL,
): Promise<boolean> {
  const inserted = db
    .$with('inserted', { id: sql<string>`id` })
    .as(sql`${insertForEachRow(tickets, ticket, source)} returning id`);
  const notices = newTicketNotices(db, deps, ticket, sql`exists (select from ${inserted})`);
  const [outcome] = await db
    .with(inserted, ...notices.steps)
    .select(notices.selection)
    .from(inserted);
  if (!outcome) return false;
  reportWrittenMail(deps, outcome.written);
  return true;
}

/**
 * Creates an open ticket and tells the admins. An email whose password is confirmed needs none; any
 * other must bring one, which is kept only on the link to confirm that address, mailed to it unless
 * `confirmation` holds it back: the attempt never touches another attempt's link, and only the inbox's
 * owner can make a password work.
 */
export async function submitTicket(
  deps: SubmitDeps,
  fields: TicketFields,
  { passwordDigest, signedInAs }: Filer,
  now: Date,
  confirmation: ConfirmationMail = 'sent',
): Promise<TicketRow> {
  const { db } = deps;
  const ticket = newTicketRow(fields, { signedInAs }, now);
  const confirmed = sql`${emailPasswords} where ${and(eq(emailPasswords.email, fields.email), isNotNull(emailPasswords.verifiedAt))}`;
  if (passwordDigest === undefined) {
    if (!(await insertTicket(deps, db, ticket, confirmed))) throw passwordRequired();
    return ticket;
  }
  // argon2id runs before the transaction so it holds nothing while it works.
  const passwordHash = await hashPasswordDigest(passwordDigest);
  const { email, language } = fields;
  return db.transaction(async (tx) => {
    if (
      !(await insertTicket(
        deps,
        tx,
        ticket,
        sql`(select where not exists (select from ${confirmed})) as new`,
      ))
    ) {
      throw passwordAlreadySet();
    }
    const address = { email, passwordHash, ticketId: ticket.id, language };
    if (confirmation === 'sent') await sendConfirmationLink(tx, deps, address, now);
    else await holdConfirmationLink(tx, address, now);
    return ticket;
  });
}

/** What a honeypot submission is told: indistinguishable from a real answer, but nothing is stored. */
export function decoyTicket(fields: TicketFields, filer: Filer, now: Date): TicketRow {
  return newTicketRow(fields, filer, now);
}
