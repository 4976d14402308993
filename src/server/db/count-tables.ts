import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';

/** How many rows the status counts are spread over (see `ticketStatusCounts`). */
export const STATUS_COUNT_SLOTS = 16;

/**
 * Verified tickets per status, kept exact by triggers on `tickets` in one slot per connection (its
 * backend's process id modulo the slots), summed by the desk (status-counts-in-trigger-table.md).
 */
export const ticketStatusCounts = pgTable(
  'ticket_status_counts',
  {
    /** The slot. */
    id: smallint('id').primaryKey(),
    open: integer('open').notNull().default(0),
    inProgress: integer('in_progress').notNull().default(0),
    resolved: integer('resolved').notNull().default(0),
    closed: integer('closed').notNull().default(0),
    /** The same for tickets nobody is assigned: the desk's 'Unassigned' view. */
    unassignedOpen: integer('unassigned_open').notNull().default(0),
    unassignedInProgress: integer('unassigned_in_progress').notNull().default(0),
    unassignedResolved: integer('unassigned_resolved').notNull().default(0),
    unassignedClosed: integer('unassigned_closed').notNull().default(0),
  },
  (table) => [
    check(
      'ticket_status_counts_slot',
      sql`${table.id} between 0 and ${sql.raw(String(STATUS_COUNT_SLOTS - 1))}`,
    ),
  ],
);

/**
 * Tickets per status of each assignee, kept by the same triggers in the same slots: the desk's 'Mine'
 * view. No foreign key: the rows of a deleted member only ever sum to zero.
 */
export const ticketAssigneeCounts = pgTable(
  'ticket_assignee_counts',
  {
    assigneeId: uuid('assignee_id').notNull(),
    slot: smallint('slot').notNull(),
    open: integer('open').notNull().default(0),
    inProgress: integer('in_progress').notNull().default(0),
    resolved: integer('resolved').notNull().default(0),
    closed: integer('closed').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.assigneeId, table.slot] })],
);
