import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers, deskDigestTickets } from '#server/db/schema.ts';
import { deliversMail, mailSteps } from '#server/features/mail/outbox.ts';
import type { TicketRow } from '#server/features/tickets/ticket-body.ts';
import { DESK_DIGEST_TASK } from './desk-digest.ts';
import {
  DESK_NOTICE_INTERVAL_MS,
  deskNoticeContent,
  deskNoticeMail,
  deskNoticeSince,
} from './desk-notices.ts';
import { newTicketNoticeMessage } from './new-ticket-notice-message.tsx';

/**
 * The steps (CTEs) of a new ticket's statement that tell the admins, written only when `when` holds.
 * Delivering, an admin whose notifications are on is mailed at once unless told of a new ticket in the
 * last 5 minutes; then the ticket waits for their digest, a job keyed by admin that runs 5 minutes after
 * the first ticket it holds. The statement must select `selection` so PostgreSQL runs every step. Kept
 * in the outbox (no SMTP), every ticket is a message: no inbox fills up, and nothing would run the job.
 */
export function newTicketNotices(db: Database, deps: Pick<AppDeps, 'env'>, ticket: TicketRow, when: SQL) {
  const now = ticket.createdAt;
  if (!deliversMail(deps.env)) {
    const notice = mailSteps(db, false, deskNoticeMail(db, deps, { kind: 'new_ticket', ticket }, now, when));
    return { steps: notice.steps, selection: { written: notice.written, digests: sql<number>`0` } };
  }
  // An update, not a read: two tickets at once cannot both find the admin untold.
  const told = db.$with('told_now', { id: sql`id`, email: sql`email`, language: sql`language` }).as(sql`
    update ${adminUsers} set new_tickets_told_at = ${now.toISOString()}::timestamptz
    where ${and(
      eq(adminUsers.notifications, true),
      or(isNull(adminUsers.newTicketsToldAt), lte(adminUsers.newTicketsToldAt, deskNoticeSince(now))),
      when,
    )}
    returning id, email, language`);
  const notice = mailSteps(db, true, {
    kind: newTicketNoticeMessage.kind,
    recipients: sql`select email, language from ${told}`,
    ticketId: ticket.id,
    content: deskNoticeContent(deps, { kind: 'new_ticket', ticket }),
  });
  const waiting = db.$with('digest_tickets', { adminId: sql`admin_id` }).as(sql`
    insert into ${deskDigestTickets} (admin_id, ticket_id)
    select id, ${ticket.id}::uuid from ${adminUsers}
    where ${and(eq(adminUsers.notifications, true), when)} and id not in (select id from ${told})
    returning admin_id`);
  const runAt = new Date(now.getTime() + DESK_NOTICE_INTERVAL_MS);
  const digests = db.$with('digest_jobs', { job: sql`job` }).as(sql`
    select graphile_worker.add_job(
      ${DESK_DIGEST_TASK}, json_build_object('adminId', admin_id), run_at => ${runAt.toISOString()}::timestamptz,
      job_key => ${`${DESK_DIGEST_TASK}:`} || admin_id, job_key_mode => 'preserve_run_at'
    ) as job from ${waiting}`);
  return {
    steps: [told, ...notice.steps, waiting, digests] as const,
    selection: { written: notice.written, digests: sql<number>`(select count(*) from ${digests})` },
  };
}
