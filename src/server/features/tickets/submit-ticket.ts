import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { emailPasswords, tickets } from '#server/db/schema.ts';
import { hashPasswordDigest } from '#server/features/auth/password-hash.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { SubmitTicketRequest } from '#shared/schemas/ticket-submission.ts';
import type { TicketRow } from './ticket-body.ts';

export type TicketFields = Omit<SubmitTicketRequest, 'passwordHash' | 'website'>;

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

export async function hasPassword(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: emailPasswords.email })
    .from(emailPasswords)
    .where(eq(emailPasswords.email, email))
    .limit(1);
  return row !== undefined;
}

/**
 * Creates an open, verified ticket. An email without a password must bring one, stored in the same
 * transaction as the ticket; an email with a password keeps it untouched. When two first tickets for
 * one email race, the unique email key lets exactly one insert its password and the other rolls back.
 */
export async function submitTicket(
  db: Database,
  fields: TicketFields,
  passwordDigest: string | undefined,
  now: Date,
): Promise<TicketRow> {
  const insertTicket = async (target: Database) => {
    const [ticket] = await target
      .insert(tickets)
      .values({ ...fields, status: 'open', isVerified: true, createdAt: now, updatedAt: now })
      .returning();
    if (!ticket) throw new Error('ticket insert returned no row');
    return ticket;
  };
  if (passwordDigest === undefined) {
    // A password is never removed, so the check needs no transaction; the insert alone then holds
    // the status counts' row lock (every new ticket takes it) for one round trip.
    if (!(await hasPassword(db, fields.email))) throw passwordRequired();
    return insertTicket(db);
  }
  // argon2id runs before the transaction so no row lock waits on it.
  const passwordHash = await hashPasswordDigest(passwordDigest);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(emailPasswords)
      .values({ email: fields.email, passwordHash, createdAt: now })
      .onConflictDoNothing({ target: emailPasswords.email })
      .returning({ email: emailPasswords.email });
    if (inserted.length === 0) throw passwordAlreadySet();
    return insertTicket(tx);
  });
}

/** What a honeypot submission is told: indistinguishable from a real answer, but nothing is stored. */
export function decoyTicket(fields: TicketFields, now: Date): TicketRow {
  return { ...fields, id: randomUUID(), status: 'open', isVerified: true, createdAt: now, updatedAt: now };
}
