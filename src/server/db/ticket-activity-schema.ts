import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ticketStatuses } from '#shared/constants.ts';
import { tickets } from './schema.ts';

/**
 * Each ticket's last activity (its updated_at), status and assignee, copied by triggers on `tickets`
 * in the same transaction: the desk's 'Last activity' order is read from this narrow table's indexes,
 * so a reply's bump of updated_at stays a HOT update on `tickets` (ticket-activity-order.md).
 */
export const ticketActivity = pgTable(
  'ticket_activity',
  {
    ticketId: uuid('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ticketStatuses }).notNull(),
    assigneeId: uuid('assignee_id'),
  },
  (table) => [
    // Each view and status of the desk read in the order of its page, as the tickets' own indexes are.
    index('ticket_activity_last_idx').on(table.lastActivityAt.desc(), table.ticketId.desc()),
    index('ticket_activity_status_last_idx').on(
      table.status,
      table.lastActivityAt.desc(),
      table.ticketId.desc(),
    ),
    index('ticket_activity_assignee_last_idx')
      .on(table.assigneeId, table.lastActivityAt.desc(), table.ticketId.desc())
      .where(sql`assignee_id is not null`),
    index('ticket_activity_unassigned_last_idx')
      .on(table.lastActivityAt.desc(), table.ticketId.desc())
      .where(sql`assignee_id is null`),
  ],
);
