import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { type Database, plannedPerCall } from '#server/db/client.ts';
import { mailBounces } from '#server/db/inbound-schema.ts';
import { newestFirst } from '#server/db/newest-first.ts';
import { adminUsers, emailPasswords, ticketResponses, tickets } from '#server/db/schema.ts';
import { statementsPerShape } from '#server/db/statements-per-shape.ts';
import { ticketActivity } from '#server/db/ticket-activity-schema.ts';
import { filteredColumns, filterOf } from '#server/features/admin/ticket-search/matching.ts';
import {
  type PageBranch,
  type SearchBranch,
  type SearchBranches,
  searchPage,
} from '#server/features/admin/ticket-search/search-page.ts';
import { type DeskShape, input, inputsOf } from '#server/features/admin/ticket-search/search-shape.ts';
import { searchSlots } from '#server/features/admin/ticket-search/search-turns.ts';
import { ticketBody } from '#server/features/tickets/index.ts';
import { type DeskOrder, MATCHING_COUNT_CAP, PAGE_SIZE } from '#shared/constants.ts';
import type { AdminTicketListQuery, AdminTicketListResponse } from '#shared/schemas/admin-tickets.ts';
import { countedMatches, mineTotal, statusCounts, ticketTotal, unassignedTotal } from './desk-counts.ts';

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
  // A hard bounce since the address was last confirmed, by the primary keys of both tables.
  mailBounced: sql<boolean>`exists (
    select from ${mailBounces} as "b" where "b"."email" = "tickets"."email"
      and "b"."bounced_at" > coalesce((
        select "p"."verified_at" from ${emailPasswords} as "p" where "p"."email" = "tickets"."email"
      ), '-infinity')
  )`.as('mail_bounced'),
  assigneeName: sql<string | null>`(
    select coalesce(nullif("m"."display_name", ''), "m"."email") from ${adminUsers} as "m"
    where "m"."id" = "tickets"."assignee_id"
  )`.as('assignee_name'),
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

/** The activity table's view and status, where a filter without a search reads the tickets'. */
const activityColumns = {
  ...filteredColumns,
  status: ticketActivity.status,
  assigneeId: ticketActivity.assigneeId,
};

/** A page of the view's and status's tickets, latest activity first, read from the activity table's indexes. */
function latestActivityPage(db: Database, shape: DeskShape) {
  const latest = db
    .select({ ticketId: ticketActivity.ticketId })
    .from(ticketActivity)
    .where(filterOf({ ...shape, search: undefined }, activityColumns))
    .orderBy(...newestFirst({ id: ticketActivity.ticketId, createdAt: ticketActivity.lastActivityAt }))
    .limit(PAGE_SIZE)
    .offset(input.offset)
    .as('latest');
  return db.select(pageColumns).from(latest).innerJoin(tickets, eq(tickets.id, latest.ticketId));
}

/** A desk statement's shape and its page's order: a search keeps its own (ticket-activity-order.md). */
type ListShape = DeskShape & { order: DeskOrder };

/** One page of the admin desk as `me` (the signed-in member) sees it; searches take their turn for a slot. */
export async function listAdminTickets(
  db: Database,
  query: AdminTicketListQuery,
  me: string,
): Promise<AdminTicketListResponse> {
  const { shape, values } = inputsOf(query, me);
  const order = query.search ? 'created' : query.order;
  const statement = deskStatement(db, { ...shape, order });
  const rows = await (query.search
    ? searchSlots(() => statement.execute(values))
    : statement.execute(values));
  const first = rows[0];
  if (!first) throw new Error('the status counts came back without a row');
  const { total: all, open, in_progress, resolved, closed, mine, unassigned } = first;
  return {
    tickets: rows.flatMap(({ ticket }) =>
      ticket
        ? [
            {
              ...ticketBody(ticket),
              responseCount: ticket.responseCount,
              lastSpeaker: ticket.lastFromAdmin ? ('team' as const) : ('customer' as const),
              emailConfirmed: ticket.emailConfirmed,
              mailBounced: ticket.mailBounced,
              assignee: ticket.assigneeId ? { id: ticket.assigneeId, name: ticket.assigneeName ?? '' } : null,
            },
          ]
        : [],
    ),
    counts: { total: all, open, in_progress, resolved, closed },
    views: { all, mine, unassigned },
    page: query.page,
    pageSize: PAGE_SIZE,
    matching: Math.min(first.matching, query.search ? MATCHING_COUNT_CAP : first.matching),
    matchingCapped: Boolean(query.search) && first.matching > MATCHING_COUNT_CAP,
    order,
  };
}

/** Each database's desk statements, one per shape, prepared when first needed. */
const deskStatement = statementsPerShape(prepareDeskStatement);

/** The page and all counts in one statement, left-joined so that an empty page still brings the counts. */
function prepareDeskStatement(handle: Database, { order, ...shape }: ListShape) {
  // A search's plan depends on its term (see docs/decisions/connection-settings.md).
  const db = shape.search ? plannedPerCall(handle) : handle;
  const allTickets = sql`(select ${ticketTotal} from ${statusCounts})`;
  const search = shape.search ? searchPage(db, { ...shape, search: shape.search }, allTickets) : undefined;
  const page = (
    search
      ? searchBranches(db, search.branches)
      : order === 'activity'
        ? latestActivityPage(db, shape)
        : newestPage(db, { filter: filterOf(shape), offset: input.offset })
  ).as('page');
  // The activity table's time is the ticket's updated_at, copied in the same transaction.
  const orderedBy = order === 'activity' ? page.updatedAt : page.createdAt;

  const counted = {
    open: statusCounts.open,
    in_progress: statusCounts.in_progress,
    resolved: statusCounts.resolved,
    closed: statusCounts.closed,
  };
  // Without a search the exact figure is already in the counts.
  const matching = search ? search.matchCount : countedMatches(shape);

  return (search ? db.with(...search.steps) : db)
    .select({
      ...counted,
      total: sql<number>`${ticketTotal}`.mapWith(Number),
      mine: sql<number>`${mineTotal}`.mapWith(Number),
      unassigned: sql<number>`${unassignedTotal}`.mapWith(Number),
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
        assigneeId: page.assigneeId,
        responseCount: page.responseCount,
        lastFromAdmin: page.lastFromAdmin,
        emailConfirmed: page.emailConfirmed,
        mailBounced: page.mailBounced,
        assigneeName: page.assigneeName,
      },
    })
    .from(statusCounts)
    .leftJoin(page, sql`true`)
    .orderBy(desc(orderedBy), desc(page.id))
    .prepare(`admin_desk_${JSON.stringify({ ...shape, order })}`);
}

/** A search's page: each of its branches read as the list reads its page, if the plan chose it. */
function searchBranches(db: Database, [matches, walked, allMatches]: SearchBranches) {
  // Checked outside the branch's LIMIT: a branch not chosen then starts nothing, not even the workers
  // of a parallel scan planned for a term the planner thinks rare.
  const chosenPage = ({ chosen, ...branch }: SearchBranch, name: string) =>
    db.select().from(newestPage(db, branch).as(name)).where(chosen);
  return unionAll(
    chosenPage(matches, 'matches_page'),
    chosenPage(walked, 'walked_page'),
    chosenPage(allMatches, 'all_matches_page'),
  );
}
