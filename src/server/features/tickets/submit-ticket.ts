import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { insertForEachRow } from '#server/db/insert-for-each-row.ts';
import { emailPasswords, tickets } from '#server/db/schema.ts';
import { deskNoticeMail } from '#server/features/admin/desk-notices.ts';
import { hashPasswordDigest } from '#server/features/auth/password-hash.ts';
import { sendConfirmationLink } from '#server/features/auth/send-confirmation-link.ts';
import { deliversMail, mailSteps, reportWrittenMail } from '#server/features/mail/outbox.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { SubmitTicketRequest } from '#shared/schemas/ticket-submission.ts';
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

/** Whether the email's password opens its tickets: set, and the address confirmed. */
export async function hasPassword(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: emailPasswords.email })
    .from(emailPasswords)
    .where(and(eq(emailPasswords.email, email), isNotNull(emailPasswords.verifiedAt)))
    .limit(1);
  return row !== undefined;
}

/** A new open ticket's row, as it is stored. */
function newTicketRow(fields: TicketFields, now: Date): TicketRow {
  return { ...fields, id: randomUUID(), status: 'open', isVerified: true, createdAt: now, updatedAt: now };
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
  const notices = mailSteps(
    db,
    deliversMail(deps.env),
    deskNoticeMail(
      db,
      deps,
      { kind: 'new_ticket', ticket },
      ticket.createdAt,
      sql`exists (select from ${inserted})`,
    ),
  );
  const [outcome] = await db
    .with(inserted, ...notices.steps)
    .select({ written: notices.written })
    .from(inserted);
  if (!outcome) return false;
  reportWrittenMail(deps, outcome.written);
  return true;
}

/**
 * Creates an open ticket and tells the admins. An email whose password is confirmed needs none; any
 * other must bring one, which is stored (replacing an unconfirmed one) with the ticket and a link to
 * confirm the address, sent to that address: only its owner can make the password open anything.
 * When two first tickets for one email race, the unique email key serialises them.
 */
export async function submitTicket(
  deps: SubmitDeps,
  fields: TicketFields,
  passwordDigest: string | undefined,
  now: Date,
): Promise<TicketRow> {
  const { db } = deps;
  const ticket = newTicketRow(fields, now);
  if (passwordDigest === undefined) {
    const confirmed = sql`${emailPasswords} where ${and(eq(emailPasswords.email, fields.email), isNotNull(emailPasswords.verifiedAt))}`;
    if (!(await insertTicket(deps, db, ticket, confirmed))) throw passwordRequired();
    return ticket;
  }
  // argon2id runs before the transaction so no row lock waits on it.
  const passwordHash = await hashPasswordDigest(passwordDigest);
  const { email, language } = fields;
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(emailPasswords)
      .values({ email, passwordHash, language, createdAt: now })
      .onConflictDoUpdate({
        target: emailPasswords.email,
        set: { passwordHash, language, createdAt: now },
        setWhere: isNull(emailPasswords.verifiedAt),
      })
      .returning({ email: emailPasswords.email });
    if (stored.length === 0) throw passwordAlreadySet();
    await insertTicket(deps, tx, ticket, sql`(select) as always`);
    await sendConfirmationLink(tx, deps, { email, passwordHash, language }, now);
    return ticket;
  });
}

/** What a honeypot submission is told: indistinguishable from a real answer, but nothing is stored. */
export function decoyTicket(fields: TicketFields, now: Date): TicketRow {
  return newTicketRow(fields, now);
}
