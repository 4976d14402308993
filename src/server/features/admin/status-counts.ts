import { type AnyColumn, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { ticketStatusCounts } from '#server/db/schema.ts';

const summed = (column: AnyColumn, name: string) => sql<number>`sum(${column})::int`.as(name);

/** Verified tickets per status in one row: the sums of the count table's slots. */
export const statusCounts = new QueryBuilder()
  .select({
    open: summed(ticketStatusCounts.open, 'open'),
    in_progress: summed(ticketStatusCounts.inProgress, 'in_progress'),
    resolved: summed(ticketStatusCounts.resolved, 'resolved'),
    closed: summed(ticketStatusCounts.closed, 'closed'),
  })
  .from(ticketStatusCounts)
  .as('status_counts');

/** Every verified ticket, from `statusCounts`. */
export const ticketTotal = sql`${statusCounts.open} + ${statusCounts.in_progress} + ${statusCounts.resolved} + ${statusCounts.closed}`;
