import { type AnyColumn, desc, getTableColumns, sql } from 'drizzle-orm';
import { QueryBuilder, unionAll } from 'drizzle-orm/pg-core';
import { type Database, plannedPerCall } from '#server/db/client.ts';
import { newestFirst } from '#server/db/newest-first.ts';
import { emailPasswords, ticketResponses, ticketStatusCounts, tickets } from '#server/db/schema.ts';
import { statementsPerShape } from '#server/db/statements-per-shape.ts';
import { filterOf } from '#server/features/admin/ticket-search/matching.ts';
import {
  type PageBranch,
  type SearchBranches,
  searchPage,
} from '#server/features/admin/ticket-search/search-page.ts';
import { type DeskShape, input, inputsOf } from '#server/features/admin/ticket-search/search-shape.ts';
import { searchSlots } from '#server/features/admin/ticket-search/search-turns.ts';
import { ticketBody } from '#server/features/tickets/index.ts';
import { MATCHING_COUNT_CAP, PAGE_SIZE } from '#shared/constants.ts';
import type { AdminTicketListQuery, AdminTicketListResponse } from '#shared/schemas/admin-tickets.ts';

const summed = (column: AnyColumn, name: string) => sql<number>`sum(${column})::int`.as(name);

/** Tickets per status, the sums of the count table's slots (see docs/decisions/status-counts-in-trigger-table.md). */
const statusCounts = new QueryBuilder()
  .select({
    open: summed(ticketStatusCounts.open, 'open'),
    in_progress: summed(ticketStatusCounts.inProgress, 'in_progress'),
    resolved: summed(ticketStatusCounts.resolved, 'resolved'),
    closed: summed(ticketStatusCounts.closed, 'closed'),
  })
  .from(ticketStatusCounts)
  .as('status_counts');

const ticketTotal = sql`${statusCounts.open} + ${statusCounts.in_progress} + ${statusCounts.resolved} + ${statusCounts.closed}`;

/** The page's columns: the ticket, its response count, who wrote last and whether its sender confirmed the address. */
const { searchText: _searchText, ...ticketColumns } = getTableColumns(tickets);
const pageColumns = {
  ...ticketColumns,
  // Spelled out: inside a subquery Drizzle drops the table names, and "id" would mean the response's.
  responseCount: sql<number>`(
    select count(*) from ${ticketResponses} as "r" where "r"."ticket_id" = "tickets"."id"
  )::int`.as('response_count'),
  // The newest response by the index on (ticket_id, created_at); none yet means the customer wrote last.
  lastFromAdmin: sql<boolean>`coalesce((
    select "r"."is_from_admin" from ${ticketResponses} as "r" where "r"."ticket_id" = "tickets"."id"
    order by "r"."created_at" desc limit 1
  ), false)`.as('last_from_admin'),
  // By the unique email: an EXISTS may be planned as a hash of every confirmed address, built per page.
  emailConfirmed: sql<boolean>`coalesce((
    select "p"."verified_at" is not null from ${emailPasswords} as "p" where "p"."email" = "tickets"."email"
  ), false)`.as('email_confirmed'),
};

/** A page of tickets matching the branch's filter, newest first, with the page's columns. */
function newestPage(db: Database, { filter, offset }: PageBranch) {
  return db
    .select(pageColumns)
    .from(tickets)
    .where(filter)
    .orderBy(...newestFirst(tickets))
    .limit(PAGE_SIZE)
    .offset(offset);
}

/** One page of the admin desk; searches take their turn for a slot. */
export async function listAdminTickets(
  db: Database,
  query: AdminTicketListQuery,
): Promise<AdminTicketListResponse> {
  const { shape, values } = inputsOf(query);
  const statement = deskStatement(db, shape);
  const rows = await (query.search
    ? searchSlots(() => statement.execute(values))
    : statement.execute(values));
  const first = rows[0];
  if (!first) throw new Error('the status counts came back without a row');
  const { total: all, open, in_progress, resolved, closed } = first;
  return {
    tickets: rows.flatMap(({ ticket }) =>
      ticket
        ? [
            {
              ...ticketBody(ticket),
              responseCount: ticket.responseCount,
              lastSpeaker: ticket.lastFromAdmin ? ('team' as const) : ('customer' as const),
              emailConfirmed: ticket.emailConfirmed,
            },
          ]
        : [],
    ),
    counts: { total: all, open, in_progress, resolved, closed },
    page: query.page,
    pageSize: PAGE_SIZE,
    matching: Math.min(first.matching, query.search ? MATCHING_COUNT_CAP : first.matching),
    matchingCapped: Boolean(query.search) && first.matching > MATCHING_COUNT_CAP,
  };
}

/** Each database's desk statements, one per shape, prepared when first needed. */
const deskStatement = statementsPerShape(prepareDeskStatement);

/** The page and all counts in one statement, left-joined so that an empty page still brings the counts. */
function prepareDeskStatement(handle: Database, shape: DeskShape) {
  // A search's plan depends on its term (see docs/decisions/connection-settings.md).
  const db = shape.search ? plannedPerCall(handle) : handle;
  const allTickets = sql`(select ${ticketTotal} from ${statusCounts})`;
  const search = shape.search ? searchPage(db, { ...shape, search: shape.search }, allTickets) : undefined;
  const page = (
    search
      ? searchBranches(db, search.branches)
      : newestPage(db, { filter: filterOf(shape), offset: input.offset })
  ).as('page');

  const counted = {
    open: statusCounts.open,
    in_progress: statusCounts.in_progress,
    resolved: statusCounts.resolved,
    closed: statusCounts.closed,
  };
  // Without a search the exact figure is already in the counts.
  const matching = search ? search.matchCount : shape.status ? counted[shape.status] : ticketTotal;

  return (search ? db.with(...search.steps) : db)
    .select({
      ...counted,
      total: sql<number>`${ticketTotal}`.mapWith(Number),
      matching: sql<number>`${matching}`.mapWith(Number),
      ticket: {
        id: page.id,
        subject: page.subject,
        description: page.description,
        status: page.status,
        name: page.name,
        email: page.email,
        isVerified: page.isVerified,
        language: page.language,
        createdAt: page.createdAt,
        updatedAt: page.updatedAt,
        responseCount: page.responseCount,
        lastFromAdmin: page.lastFromAdmin,
        emailConfirmed: page.emailConfirmed,
      },
    })
    .from(statusCounts)
    .leftJoin(page, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id))
    .prepare(`admin_desk_${JSON.stringify(shape)}`);
}

/** A search's page: each of its branches read as the list reads its page. */
function searchBranches(db: Database, [matches, recent, walk, allMatches]: SearchBranches) {
  return unionAll(
    newestPage(db, matches),
    newestPage(db, recent),
    newestPage(db, walk),
    newestPage(db, allMatches),
  );
}
