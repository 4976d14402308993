import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import {
  emailPasswords,
  emailTokens,
  mailOutbox,
  sessions,
  ticketResponses,
  tickets,
} from '#server/db/schema.ts';
import { type AuditActor, recordAudit } from '#server/features/audit/index.ts';
import { customerSessionsOf } from '#server/http/session.ts';
import type { AccountDeletion } from '#shared/schemas/my-data.ts';
import { sentBy } from './emails-sent.ts';

/**
 * Deletes a customer outright rather than anonymising: every ticket filed under the email with every
 * reply and received email on it (the team's too, by cascade), the password, every session and emailed
 * link of theirs, the messages written to them (which quote their tickets), and every email received from
 * them, held or added to another's ticket. The audit trail
 * keeps its entries (it is append-only and holds no ticket text), and records this deletion.
 */
export async function deleteAccount(
  db: Database,
  email: string,
  actor: AuditActor,
  now: Date,
): Promise<AccountDeletion> {
  return db.transaction(async (tx) => {
    const owned = tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.email, email));
    const [responses] = await tx
      .select({ count: count() })
      .from(ticketResponses)
      .where(inArray(ticketResponses.ticketId, owned));
    const deleted = await tx.delete(tickets).where(eq(tickets.email, email)).returning({ id: tickets.id });
    await tx.delete(emailPasswords).where(eq(emailPasswords.email, email));
    await tx.delete(sessions).where(customerSessionsOf(email));
    await tx
      .delete(emailTokens)
      .where(and(eq(emailTokens.email, email), eq(emailTokens.accountType, 'customer')));
    await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, email));
    await tx.delete(inboundMessages).where(sentBy(email));
    const result = { deletedTickets: deleted.length, deletedResponses: responses?.count ?? 0 };
    await recordAudit(tx, {
      kind: 'customer.account_deleted',
      actor,
      subject: { type: 'customer', id: email },
      details: result,
      at: now,
    });
    return result;
  });
}
