import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { ticketAssigneeCounts, ticketStatusCounts } from '#server/db/schema.ts';
import type { TicketStatus } from '#shared/constants.ts';
import type { DeskShape } from './ticket-search/search-shape.ts';
import { input } from './ticket-search/search-shape.ts';

const summed = (column: AnyColumn, name: string) => sql<number>`sum(${column})::int`.as(name);

/**
 * Tickets per status, all and unassigned, the sums of the count table's slots (see
 * docs/decisions/status-counts-in-trigger-table.md and ticket-assignment.md).
 */
export const statusCounts = new QueryBuilder()
  .select({
    open: summed(ticketStatusCounts.open, 'open'),
    in_progress: summed(ticketStatusCounts.inProgress, 'in_progress'),
    resolved: summed(ticketStatusCounts.resolved, 'resolved'),
    closed: summed(ticketStatusCounts.closed, 'closed'),
    unassigned_open: summed(ticketStatusCounts.unassignedOpen, 'unassigned_open'),
    unassigned_in_progress: summed(ticketStatusCounts.unassignedInProgress, 'unassigned_in_progress'),
    unassigned_resolved: summed(ticketStatusCounts.unassignedResolved, 'unassigned_resolved'),
    unassigned_closed: summed(ticketStatusCounts.unassignedClosed, 'unassigned_closed'),
  })
  .from(ticketStatusCounts)
  .as('status_counts');

const statusColumns = {
  open: ticketAssigneeCounts.open,
  in_progress: ticketAssigneeCounts.inProgress,
  resolved: ticketAssigneeCounts.resolved,
  closed: ticketAssigneeCounts.closed,
} satisfies Record<TicketStatus, AnyColumn>;

const plus = (parts: SQL[]) => sql.join(parts, sql` + `);

export const ticketTotal = plus([
  sql`${statusCounts.open}`,
  sql`${statusCounts.in_progress}`,
  sql`${statusCounts.resolved}`,
  sql`${statusCounts.closed}`,
]);

const unassignedOf: Record<TicketStatus, SQL> = {
  open: sql`${statusCounts.unassigned_open}`,
  in_progress: sql`${statusCounts.unassigned_in_progress}`,
  resolved: sql`${statusCounts.unassigned_resolved}`,
  closed: sql`${statusCounts.unassigned_closed}`,
};

export const unassignedTotal = plus(Object.values(unassignedOf));

/** The signed-in member's tickets of `status` (or all), from their rows of the assignee count table. */
function mineOf(status: TicketStatus | undefined): SQL {
  const columns = status ? [statusColumns[status]] : Object.values(statusColumns);
  return sql`(select coalesce(sum(${plus(columns.map((column) => sql`${column}`))}), 0)::int
    from ${ticketAssigneeCounts} where ${eq(ticketAssigneeCounts.assigneeId, sql`${input.me}::uuid`)})`;
}

export const mineTotal = mineOf(undefined);

/** How many tickets a page without a search is taken from: the view's and the status's figure. */
export function countedMatches({ view, status }: DeskShape): SQL {
  if (view === 'mine') return mineOf(status);
  if (view === 'unassigned') return status ? unassignedOf[status] : unassignedTotal;
  return status ? sql`${statusCounts[status]}` : ticketTotal;
}
