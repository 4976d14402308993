import { and, eq, isNull, lte, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers, deskDigestTickets, mailOutbox } from '#server/db/schema.ts';
import { deliversMail, type OutgoingMail } from '#server/features/mail/index.ts';
import type { TicketRow } from '#server/features/tickets/index.ts';
import { DESK_DIGEST_TASK } from './desk-digest.ts';
import {
  type AdminRecipient,
  DESK_NOTICE_INTERVAL_MS,
  deskNoticeMail,
  deskNoticeSince,
  notifiedAdmin,
} from './desk-notices.ts';
import type { NoticeLookups } from './notice-lookups.ts';

/**
 * The admins told of a new ticket now. Delivering, an admin whose notifications are on is mailed at
 * once unless told of a new ticket in the 5 minutes before it was filed; then the ticket waits for their
 * digest, a job keyed by admin that runs 5 minutes after the first ticket it holds. Kept in the outbox
 * (no SMTP), every ticket is a message: no inbox fills up, and nothing would run the job.
 */
export async function newTicketNotices(
  tx: Database,
  deps: Pick<AppDeps, 'env'>,
  lookups: NoticeLookups,
  ticket: TicketRow,
  eventId: number,
): Promise<OutgoingMail[]> {
  const files = lookups.fileNames(ticket.id, null);
  const mail = (admin: AdminRecipient) => deskNoticeMail(deps, { kind: 'new_ticket', ticket, files }, admin);
  if (!deliversMail(deps.env)) return (await lookups.notifiedAdmins()).map(mail);
  const now = ticket.createdAt;
  // An update, not a read: two tickets at once cannot both find the admin untold.
  const toldNow = await tx
    .update(adminUsers)
    .set({ newTicketsToldAt: now })
    .where(
      and(
        notifiedAdmin,
        or(isNull(adminUsers.newTicketsToldAt), lte(adminUsers.newTicketsToldAt, deskNoticeSince(now))),
      ),
    )
    .returning({ id: adminUsers.id, email: adminUsers.email, language: adminUsers.language });
  await holdForDigests(
    tx,
    ticket,
    eventId,
    toldNow.map((admin) => admin.id),
  );
  return toldNow.map(mail);
}

/**
 * Puts the ticket on the digest of every other admin whose notifications are on, and schedules each
 * digest. An admin this event already mailed (the job ran before) is left out.
 */
async function holdForDigests(tx: Database, ticket: TicketRow, eventId: number, toldNow: string[]) {
  const mailedByThisEvent = tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.eventId, eventId), eq(mailOutbox.recipient, adminUsers.email)));
  const waiting = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(
      and(
        notifiedAdmin,
        toldNow.length > 0 ? notInArray(adminUsers.id, toldNow) : undefined,
        notExists(mailedByThisEvent),
      ),
    );
  if (waiting.length === 0) return;
  await tx
    .insert(deskDigestTickets)
    .values(waiting.map((admin) => ({ adminId: admin.id, ticketId: ticket.id })))
    .onConflictDoNothing();
  const runAt = new Date(ticket.createdAt.getTime() + DESK_NOTICE_INTERVAL_MS);
  await tx.execute(sql`select graphile_worker.add_job(
      ${DESK_DIGEST_TASK}, json_build_object('adminId', admin_id), run_at => ${runAt.toISOString()}::timestamptz,
      job_key => ${`${DESK_DIGEST_TASK}:`} || admin_id, job_key_mode => 'preserve_run_at'
    ) from unnest(${sql.param(waiting.map((admin) => admin.id))}::uuid[]) as admin_id`);
}
