import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { emailPasswords, tickets } from '#server/db/schema.ts';
import { queueDeskNotices } from '#server/features/admin/desk-notices.ts';
import { hashPasswordDigest } from '#server/features/auth/password-hash.ts';
import { sendConfirmationLink } from '#server/features/auth/send-confirmation-link.ts';
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

async function insertTicket(db: Database, fields: TicketFields, now: Date): Promise<TicketRow> {
  const [ticket] = await db
    .insert(tickets)
    .values({ ...fields, status: 'open', isVerified: true, createdAt: now, updatedAt: now })
    .returning();
  if (!ticket) throw new Error('ticket insert returned no row');
  return ticket;
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
  if (passwordDigest === undefined) {
    // A confirmed password is never removed, so the check needs no transaction.
    if (!(await hasPassword(db, fields.email))) throw passwordRequired();
    return db.transaction(async (tx) => {
      const ticket = await insertTicket(tx, fields, now);
      await queueDeskNotices(tx, deps, { kind: 'new_ticket', ticket }, now);
      return ticket;
    });
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
    const ticket = await insertTicket(tx, fields, now);
    await sendConfirmationLink(tx, deps, { email, passwordHash, language }, now);
    await queueDeskNotices(tx, deps, { kind: 'new_ticket', ticket }, now);
    return ticket;
  });
}

/** What a honeypot submission is told: indistinguishable from a real answer, but nothing is stored. */
export function decoyTicket(fields: TicketFields, now: Date): TicketRow {
  return { ...fields, id: randomUUID(), status: 'open', isVerified: true, createdAt: now, updatedAt: now };
}
