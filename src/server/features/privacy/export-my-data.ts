import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { satisfactionAnswers } from '#server/db/analytics-schema.ts';
import type { Database } from '#server/db/client.ts';
import { auditEntries, emailPasswords, sessions, ticketResponses, tickets } from '#server/db/schema.ts';
import { attachmentsOfTickets } from '#server/features/attachments/index.ts';
import { type AuditActor, asListed, listedInTrail, recordAudit } from '#server/features/audit/index.ts';
import { responseBody, ticketBody } from '#server/features/tickets/index.ts';
import { customerSessionsOf } from '#server/http/session.ts';
import type { MyDataExport } from '#shared/schemas/my-data.ts';

/**
 * Everything held about an email: the account, every ticket filed under it with every reply on it
 * (the team's included), their answers to 'How did we do?', and the audit trail's record of what they did. Read in one transaction with
 * the export's own audit entry, so the file and the record of handing it out agree.
 */
export async function exportMyData(
  db: Database,
  email: string,
  actor: AuditActor,
  now: Date,
): Promise<MyDataExport> {
  return db.transaction(async (tx) => {
    const [password] = await tx
      .select({ createdAt: emailPasswords.createdAt })
      .from(emailPasswords)
      .where(eq(emailPasswords.email, email));
    const sessionRows = await tx
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(customerSessionsOf(email))
      .orderBy(asc(sessions.createdAt));
    const ticketRows = await tx
      .select()
      .from(tickets)
      .where(eq(tickets.email, email))
      .orderBy(desc(tickets.createdAt), desc(tickets.id));
    const responseRows = ticketRows.length
      ? await tx
          .select()
          .from(ticketResponses)
          .where(
            and(
              inArray(
                ticketResponses.ticketId,
                ticketRows.map((row) => row.id),
              ),
              // The team's notes are about the customer, not theirs: docs/decisions/internal-notes.md.
              eq(ticketResponses.isInternal, false),
            ),
          )
          .orderBy(asc(ticketResponses.createdAt), asc(ticketResponses.id))
      : [];
    const files = await attachmentsOfTickets(
      tx,
      ticketRows.map((row) => row.id),
    );
    const answerRows = ticketRows.length
      ? await tx
          .select()
          .from(satisfactionAnswers)
          .where(
            inArray(
              satisfactionAnswers.ticketId,
              ticketRows.map((row) => row.id),
            ),
          )
      : [];
    const activity = await tx
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.actorType, 'customer'), eq(auditEntries.actorName, email), listedInTrail))
      .orderBy(asc(auditEntries.createdAt), asc(auditEntries.id));
    await recordAudit(tx, {
      kind: 'customer.data_exported',
      actor,
      subject: { type: 'customer', id: email },
      details: { tickets: ticketRows.length, responses: responseRows.length },
      at: now,
    });
    return {
      exportedAt: now.toISOString(),
      account: {
        email,
        passwordSetAt: password?.createdAt.toISOString() ?? null,
        sessions: sessionRows.map((row) => ({
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        })),
      },
      tickets: ticketRows.map((ticket) => ({
        ticket: ticketBody(ticket),
        responses: responseRows
          .filter((response) => response.ticketId === ticket.id)
          .map((response) => responseBody(response)),
        attachments: files.get(ticket.id) ?? [],
      })),
      answers: answerRows.map((answer) => ({
        ticketId: answer.ticketId,
        rating: answer.rating,
        comment: answer.comment,
        answeredAt: answer.answeredAt.toISOString(),
      })),
      activity: activity.map(asListed).map((entry) => ({
        at: entry.createdAt.toISOString(),
        kind: entry.kind,
        address: entry.actorAddress,
        ticketId: entry.subjectType === 'ticket' ? entry.subjectId : null,
      })),
    };
  });
}
