import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import { markBounced } from '#server/features/mail/index.ts';
import { addResponse } from '#server/features/tickets/index.ts';
import type { InboundOutcome } from '#shared/constants.ts';
import { failsAuthentication, isAutoReply } from './auto-replies.ts';
import { bounceOf } from './bounces.ts';
import { findTicket } from './find-ticket.ts';
import { storeFilesOf, withRefusals } from './mailed-files.ts';
import { openTicketFromMail } from './new-ticket.ts';
import { type InboundMail, parseInbound } from './parse-inbound.ts';
import { NO_TEXT, replyText } from './reply-text.ts';
import { whoAnswers } from './who-answers.ts';

type InboundDeps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'now'>;

/** What processing wrote on the message's row. */
interface Result {
  outcome: InboundOutcome;
  reason?: string;
  ticketId?: string;
  responseId?: string;
}

function isToSupport(deps: InboundDeps, mail: InboundMail): boolean {
  const support = deps.env.SUPPORT_ADDRESS;
  return support !== undefined && mail.recipients.includes(support);
}

/** The fate of one message, decided and carried out in `tx` (docs/decisions/inbound-mail.md). */
async function resultOf(
  tx: Database,
  deps: InboundDeps,
  mail: InboundMail,
  raw: Buffer,
  now: Date,
): Promise<Result> {
  const bounce = bounceOf(mail, raw);
  if (bounce) {
    const named = await markBounced(tx, raw, bounce.hard, now);
    return { outcome: 'bounce', reason: `${bounce.hard ? 'hard' : 'soft'}:${named}` };
  }
  if (isAutoReply(mail.headers)) return { outcome: 'auto_reply' };
  const from = mail.from;
  if (!from) return { outcome: 'ignored', reason: 'no_sender' };
  const authenticated = !failsAuthentication(mail.headers);
  const text = replyText(mail.text);
  const match = await findTicket(tx, deps.env.SUPPORT_ADDRESS, mail);
  if (!match) {
    if (!isToSupport(deps, mail)) return { outcome: 'ignored', reason: 'not_for_support' };
    if (!authenticated) return { outcome: 'held', reason: 'authentication_failed' };
    const files = await storeFilesOf(tx, mail, now);
    const ticket = await openTicketFromMail(tx, deps, { from, mail, text, files }, now);
    return { outcome: 'new_ticket', ticketId: ticket.id };
  }
  const answer = await whoAnswers(tx, match, from.address, authenticated);
  if (!answer.added) return { outcome: 'held', reason: answer.reason, ticketId: answer.ticketId };
  const { ticket, author } = answer;
  // docs/decisions/closed-ticket-answered-by-email.md
  if (ticket.status === 'closed' && author.type === 'admin') {
    return { outcome: 'held', reason: 'ticket_closed', ticketId: ticket.id };
  }
  const files = await storeFilesOf(tx, mail, now);
  if (!text && files.tokens.length === 0) return { outcome: 'held', reason: 'empty', ticketId: ticket.id };
  if (ticket.status === 'closed') {
    const followUp = await openTicketFromMail(tx, deps, { from, mail, text, files, followUpOf: ticket }, now);
    return { outcome: 'new_ticket', reason: 'follow_up', ticketId: followUp.id };
  }
  const reply = withRefusals(text || NO_TEXT, files.refused, ticket.language);
  const response = await addResponse(
    tx,
    { ticketId: ticket.id, text: reply, author, via: 'email', files: files.tokens },
    now,
  );
  return { outcome: 'added', ticketId: ticket.id, responseId: response.id };
}

/**
 * Processes one stored message, in one transaction with what it changes: the job that runs it may run
 * again after a crash, and finds the message done (its row locked, then read) or undone, never half.
 */
export async function processInbound(deps: InboundDeps, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(inboundMessages).where(eq(inboundMessages.id, id)).for('update');
    if (!row || row.outcome !== null) return;
    const now = deps.now();
    const mail = await parseInbound(row.raw);
    const result = await resultOf(tx, deps, mail, row.raw, now);
    await tx
      .update(inboundMessages)
      .set({
        outcome: result.outcome,
        reason: result.reason ?? null,
        ticketId: result.ticketId ?? null,
        responseId: result.responseId ?? null,
        sender: mail.from?.address ?? null,
        subject: mail.subject,
        processedAt: now,
      })
      .where(eq(inboundMessages.id, id));
  });
}
