import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { emailPasswords } from '#server/db/schema.ts';
import { attachUploads } from '#server/features/attachments/index.ts';
import type { AuditActor } from '#server/features/audit/index.ts';
import {
  hashPasswordDigest,
  holdConfirmationLink,
  sendConfirmationLink,
} from '#server/features/auth/index.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { ConfirmationMail, SubmitTicketRequest } from '#shared/schemas/ticket-submission.ts';
import { fileTicket } from './file-ticket.ts';
import type { TicketRow } from './ticket-body.ts';

export type TicketFields = Omit<SubmitTicketRequest, 'passwordHash' | 'website' | 'attachments'>;

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
  /** Who files it, for its event. */
  actor: AuditActor;
}

/** A new open ticket's row, as it is stored. */
function newTicketRow(fields: TicketFields, signedInAs: string | undefined, now: Date): TicketRow {
  const isVerified = signedInAs === fields.email;
  return {
    ...fields,
    id: randomUUID(),
    status: 'open',
    isVerified,
    assigneeId: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** Whether the email's password is confirmed: a ticket for it needs none. */
async function isConfirmed(tx: Database, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ email: emailPasswords.email })
    .from(emailPasswords)
    .where(and(eq(emailPasswords.email, email), isNotNull(emailPasswords.verifiedAt)));
  return row !== undefined;
}

/**
 * Creates an open ticket, in one transaction with its event. An email whose password is confirmed
 * needs none; any other must bring one, which is kept only on the link to confirm that address, mailed
 * to it unless `confirmation` holds it back: the attempt never touches another attempt's link, and only
 * the inbox's owner can make a password work. `files` are the tokens of the uploads it brings.
 */
export async function submitTicket(
  deps: SubmitDeps,
  fields: TicketFields,
  { passwordDigest, signedInAs, actor }: Filer,
  now: Date,
  confirmation: ConfirmationMail = 'sent',
  files: readonly string[] = [],
): Promise<TicketRow> {
  const ticket = newTicketRow(fields, signedInAs, now);
  const { email, language } = fields;
  // argon2id runs before the transaction so it holds nothing while it works.
  const passwordHash = passwordDigest === undefined ? undefined : await hashPasswordDigest(passwordDigest);
  // A ticket without a password must be for a confirmed address, so it is acknowledged.
  const forConfirmedAddress = passwordHash === undefined;
  return deps.db.transaction(async (tx) => {
    // Checked and written in one round trip: a refused ticket rolls back with the transaction.
    const [confirmed] = await Promise.all([
      isConfirmed(tx, email),
      fileTicket(tx, ticket, actor, { acknowledged: forConfirmedAddress }),
    ]);
    if (forConfirmedAddress && !confirmed) throw passwordRequired();
    if (!forConfirmedAddress && confirmed) throw passwordAlreadySet();
    await attachUploads(tx, files, { ticketId: ticket.id, responseId: null });
    if (passwordHash === undefined) return ticket;
    const address = { email, passwordHash, ticketId: ticket.id, language };
    if (confirmation === 'sent') await sendConfirmationLink(tx, deps, address, now);
    else await holdConfirmationLink(tx, address, now);
    return ticket;
  });
}

/** What a honeypot submission is told: indistinguishable from a real answer, but nothing is stored. */
export function decoyTicket(fields: TicketFields, filer: Filer, now: Date): TicketRow {
  return newTicketRow(fields, filer.signedInAs, now);
}
