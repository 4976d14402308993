import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { mailBounces } from '#server/db/inbound-schema.ts';
import { emailPasswords, mailOutbox } from '#server/db/schema.ts';
import { readSignedMessageIds } from './thread/message-ids.ts';

/**
 * Marks the outbox messages a bounce names (by their signed Message-IDs, in the copy or headers its
 * `report` returns) as bounced; a hard bounce stops notices to their recipients until they confirm
 * again. Returns how many of our messages it named.
 */
export async function markBounced(db: Database, report: string, hard: boolean, now: Date): Promise<number> {
  const ids = (await readSignedMessageIds(db, report)).flatMap((id) =>
    'outboxId' in id ? [id.outboxId] : [],
  );
  if (ids.length === 0) return 0;
  const bounced = await db
    .update(mailOutbox)
    .set({ state: 'bounced' })
    .where(inArray(mailOutbox.id, ids))
    .returning({ recipient: mailOutbox.recipient });
  if (hard && bounced.length > 0) {
    await db
      .insert(mailBounces)
      .values([...new Set(bounced.map((mail) => mail.recipient))].map((email) => ({ email, bouncedAt: now })))
      .onConflictDoUpdate({ target: mailBounces.email, set: { bouncedAt: now } });
  }
  return bounced.length;
}

/**
 * Marks one outbox message bounced when the SMTP server refused its recipient outright, as a hard bounce
 * report would: retrying would only be refused again, and notices to that address stop until it is
 * confirmed again.
 */
export async function markRefused(
  db: Database,
  mail: { id: string; recipient: string },
  answer: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(mailOutbox)
      .set({ state: 'bounced', attempts: sql`${mailOutbox.attempts} + 1`, lastError: answer })
      .where(eq(mailOutbox.id, mail.id));
    await tx
      .insert(mailBounces)
      .values({ email: mail.recipient, bouncedAt: now })
      .onConflictDoUpdate({ target: mailBounces.email, set: { bouncedAt: now } });
  });
}

/**
 * Whether nodemailer's `error` is the SMTP server refusing every recipient for good (a 5xx answer to
 * RCPT TO), rather than a failure worth retrying.
 */
export function isRecipientRefused(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/** Which of `emails` bounced hard since they last confirmed their address. */
export async function bouncedAddresses(db: Database, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: mailBounces.email })
    .from(mailBounces)
    .leftJoin(emailPasswords, sql`${emailPasswords.email} = ${mailBounces.email}`)
    .where(
      and(
        inArray(mailBounces.email, emails),
        sql`${mailBounces.bouncedAt} > coalesce(${emailPasswords.verifiedAt}, '-infinity')`,
      ),
    );
  return new Set(rows.map((row) => row.email));
}
