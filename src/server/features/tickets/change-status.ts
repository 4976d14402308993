import { eq, type SQL } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { tickets } from '#server/db/schema.ts';
import { type AuditActor, recordAudit } from '#server/features/audit/record-audit.ts';
import { queueMailToEach } from '#server/features/mail/outbox.ts';
import type { TicketStatus } from '#shared/constants.ts';
import { customerNoticeMail } from './customer-notices.ts';
import type { TicketRow } from './ticket-body.ts';

/**
 * Sets the status of the ticket `visible` selects, in one transaction with its audit entry. The row is
 * locked first, so the entry's `from` is the status this change replaced. Setting the status a ticket
 * already has bumps updated_at and records nothing. When an admin resolves or closes it, its customer
 * is told. Undefined when no ticket matches.
 */
export async function changeTicketStatus(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger'>,
  visible: SQL | undefined,
  status: TicketStatus,
  actor: AuditActor,
  now: Date,
): Promise<TicketRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: tickets.id, status: tickets.status })
      .from(tickets)
      .where(visible)
      .for('update');
    if (!before) return undefined;
    const [row] = await tx
      .update(tickets)
      .set({ status, updatedAt: now })
      .where(eq(tickets.id, before.id))
      .returning();
    if (before.status !== status) {
      await recordAudit(tx, {
        kind: 'ticket.status_changed',
        actor,
        subject: { type: 'ticket', id: before.id },
        details: { from: before.status, to: status },
        at: now,
      });
      if (row && actor.type === 'admin' && (status === 'resolved' || status === 'closed')) {
        await queueMailToEach(
          tx,
          deps,
          customerNoticeMail(tx, deps, { kind: 'status', ticket: row, status }),
        );
      }
    }
    return row;
  });
}
