import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import { markBounced } from '#server/features/mail/index.ts';
import { bumpLastActivity, writeResponse } from '#server/features/tickets/index.ts';
import { storableText } from '#server/storable-text.ts';
import type { InboundOutcome } from '#shared/constants.ts';
import { findTicket } from './find-ticket.ts';
import { isFromUs } from './from-us.ts';
import { withMailNotes } from './mail-notes.ts';
import { storeFilesOf } from './mailed-files.ts';
import { openTicketFromMail } from './new-ticket.ts';
import type { ReadMail } from './read-mail.ts';
import { type MailReading, readMailOffThread } from './read-mail-off-thread.ts';
import { NO_TEXT } from './reply-text.ts';
import { PROCESS_MAX_ATTEMPTS, rawIfOneSlice, rawOf } from './store-inbound.ts';
import { whoAnswers } from './who-answers.ts';

type InboundDeps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'now'>;

/** What processing wrote on the message's row. */
interface Result {
  outcome: InboundOutcome;
  reason?: string;
  error?: string;
  ticketId?: string;
  responseId?: string;
}

const ERROR_MAX = 500;

function isToSupport(deps: InboundDeps, mail: ReadMail): boolean {
  const support = deps.env.SUPPORT_ADDRESS;
  return support !== undefined && mail.recipients.includes(support);
}

/** The fate of one message, decided and carried out in `tx` (docs/decisions/inbound-mail.md). */
async function resultOf(tx: Database, deps: InboundDeps, mail: ReadMail, now: Date): Promise<Result> {
  if (mail.bounce) {
    const named = await markBounced(tx, mail.bounce.report, mail.bounce.hard, now);
    return { outcome: 'bounce', reason: `${mail.bounce.hard ? 'hard' : 'soft'}:${named}` };
  }
  if (mail.autoReply) return { outcome: 'auto_reply' };
  const from = mail.from;
  if (!from) return { outcome: 'ignored', reason: 'no_sender' };
  if (isFromUs(deps.env, from.address)) return { outcome: 'ignored', reason: 'from_us' };
  const authenticated = !mail.authenticationFailed;
  const { text, cut } = mail.reply;
  const match = await findTicket(tx, deps.env.SUPPORT_ADDRESS, mail);
  if (!match) {
    if (!isToSupport(deps, mail)) return { outcome: 'ignored', reason: 'not_for_support' };
    if (!authenticated) return { outcome: 'held', reason: 'authentication_failed' };
    const files = await storeFilesOf(tx, mail.parts, now);
    const ticket = await openTicketFromMail(tx, deps, { from, mail, files }, now);
    return { outcome: 'new_ticket', ticketId: ticket.id };
  }
  const answer = await whoAnswers(tx, match, from.address, authenticated);
  if (!answer.added) return { outcome: 'held', reason: answer.reason, ticketId: answer.ticketId };
  const { ticket, author } = answer;
  // docs/decisions/closed-ticket-answered-by-email.md
  if (ticket.status === 'closed' && author.type === 'admin') {
    return { outcome: 'held', reason: 'ticket_closed', ticketId: ticket.id };
  }
  const files = await storeFilesOf(tx, mail.parts, now);
  if (!text && files.tokens.length === 0) return { outcome: 'held', reason: 'empty', ticketId: ticket.id };
  if (ticket.status === 'closed') {
    const followUp = await openTicketFromMail(tx, deps, { from, mail, files, followUpOf: ticket }, now);
    return { outcome: 'new_ticket', reason: 'follow_up', ticketId: followUp.id };
  }
  const reply = withMailNotes(text || NO_TEXT, { cut, refused: files.refused }, ticket.language);
  const response = await writeResponse(
    tx,
    { ticketId: ticket.id, text: reply, author, via: 'email', files: files.tokens },
    now,
  );
  return { outcome: 'added', ticketId: ticket.id, responseId: response.id };
}

/** A message that could not be read ends held (too slow) or refused (the parser's reason). */
function unreadResult(reading: MailReading): Result {
  if ('unreadable' in reading) return { outcome: 'refused', reason: 'unreadable', error: reading.unreadable };
  return { outcome: 'held', reason: 'too_slow_to_read' };
}

/**
 * Counts one more attempt at a message still waiting, and reads it back when it fits in one slice (one
 * statement, not two: docs/decisions/inbound-throughput.md); undefined once it has an outcome.
 */
async function beginAttempt(db: Database, id: string) {
  const [row] = await db
    .update(inboundMessages)
    .set({ attempts: sql`${inboundMessages.attempts} + 1` })
    .where(and(eq(inboundMessages.id, id), isNull(inboundMessages.outcome)))
    .returning({
      attempts: inboundMessages.attempts,
      refusal: inboundMessages.reason,
      error: inboundMessages.error,
      raw: rawIfOneSlice,
    });
  return row;
}

async function finish(db: Database, id: string, result: Result, mail: ReadMail | undefined, now: Date) {
  await db
    .update(inboundMessages)
    .set({
      outcome: result.outcome,
      reason: result.reason ?? null,
      error: result.error ?? null,
      ticketId: result.ticketId ?? null,
      responseId: result.responseId ?? null,
      sender: mail?.from?.address ?? null,
      subject: mail?.subject ?? null,
      processedAt: now,
    })
    .where(and(eq(inboundMessages.id, id), isNull(inboundMessages.outcome)));
}

/** What went wrong, said by the error at the root (a driver's, not the query quoting the message). */
function errorText(error: unknown): string {
  let root = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  return storableText(root instanceof Error ? root.message : String(root), ERROR_MAX);
}

/**
 * Processes one stored message: read on a worker thread within INBOUND_READ_TIMEOUT_MS, then decided
 * in one transaction with what it changes (the job that runs it may run again after a crash, and finds
 * the message done, its row locked then read, or undone, never half). A message whose processing fails
 * PROCESS_MAX_ATTEMPTS times ends failed with the error, instead of being retried for ever.
 */
export async function processInbound(deps: InboundDeps, id: string): Promise<void> {
  const attempt = await beginAttempt(deps.db, id);
  if (!attempt) return;
  const failed = (error: string): Result => ({ outcome: 'failed', reason: 'kept_failing', error });
  // Attempts that ended without a word (the process died in them) count as failures too.
  if (attempt.attempts > PROCESS_MAX_ATTEMPTS)
    return finish(deps.db, id, failed(attempt.error ?? 'stopped before it ended'), undefined, deps.now());
  try {
    const raw = attempt.raw ?? (await rawOf(deps.db, id));
    if (!raw) return;
    const reading = await readMailOffThread(raw, deps.env.INBOUND_READ_TIMEOUT_MS);
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ outcome: inboundMessages.outcome })
        .from(inboundMessages)
        .where(eq(inboundMessages.id, id))
        .for('update');
      if (!row || row.outcome !== null) return;
      const now = deps.now();
      const mail = 'read' in reading ? reading.read : undefined;
      // Refused when stored (over the size limit): only its headers were kept, read for the list.
      const result: Result = attempt.refusal
        ? { outcome: 'refused', reason: attempt.refusal }
        : mail
          ? await resultOf(tx, deps, mail, now)
          : unreadResult(reading);
      // The ticket's last activity moves with the outcome, in the same round trip.
      await Promise.all([
        finish(tx, id, result, mail, now),
        result.outcome === 'added' && result.ticketId && bumpLastActivity(tx, result.ticketId, now),
      ]);
    });
  } catch (error) {
    const text = errorText(error);
    if (attempt.attempts >= PROCESS_MAX_ATTEMPTS)
      return finish(deps.db, id, failed(text), undefined, deps.now());
    await deps.db.update(inboundMessages).set({ error: text }).where(eq(inboundMessages.id, id));
    throw error;
  }
}
