import { and, desc, eq, getTableColumns, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import {
  emailPasswords,
  SEARCH_FIELD_SEPARATOR,
  ticketResponses,
  ticketStatusCounts,
  tickets,
} from '#server/db/schema.ts';
import { ticketBody } from '#server/features/tickets/ticket-body.ts';
import { MATCHING_COUNT_CAP, PAGE_SIZE } from '#shared/constants.ts';
import type { AdminTicketListQuery, AdminTicketListResponse } from '#shared/schemas/admin-tickets.ts';

/** A LIKE pattern that matches `term` literally anywhere: `%`, `_` and `\` lose their meaning. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Matches the indexes' DESC NULLS LAST; a plain DESC means NULLS FIRST in PostgreSQL, which those
 * indexes cannot give, and the planner would sort the whole table instead.
 */
const newestFirst = [sql`${tickets.createdAt} desc nulls last`, sql`${tickets.id} desc nulls last`];

function filterOf({ search, status }: AdminTicketListQuery): SQL | undefined {
  return and(
    eq(tickets.isVerified, true),
    status && eq(tickets.status, status),
    search ? matching(search) : undefined,
  );
}

/**
 * Served by the trigram index over the joined, lowercased fields; PostgreSQL lowercases the pattern, as
 * ILIKE does, so the match is ILIKE's. A term without the separator can only match inside one field; one
 * with it (an admin pasting a line break) would match across two, so then each field is checked on its
 * own as well.
 */
function matching(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const joined = like(tickets.searchText, sql`lower(${pattern})`);
  if (!search.includes(SEARCH_FIELD_SEPARATOR)) return joined;
  return and(
    joined,
    or(ilike(tickets.subject, pattern), ilike(tickets.email, pattern), ilike(tickets.name, pattern)),
  );
}

/** The page's columns: the ticket and its response count, an index-only lookup per row. */
const { searchText: _searchText, ...ticketColumns } = getTableColumns(tickets);
const pageColumns = {
  ...ticketColumns,
  // Spelled out: inside a subquery Drizzle drops the table names, and "id" would mean the response's.
  responseCount: sql<number>`(
    select count(*) from ${ticketResponses} as "r" where "r"."ticket_id" = "tickets"."id"
  )::int`.as('response_count'),
  // A lookup by the unique email rather than an EXISTS, which PostgreSQL may plan as a hash of every
  // confirmed address, built for each page (it costs the subplan as if every ticket were read).
  emailConfirmed: sql<boolean>`coalesce((
    select "p"."verified_at" is not null from ${emailPasswords} as "p" where "p"."email" = "tickets"."email"
  ), false)`.as('email_confirmed'),
};

/**
 * One page of the admin desk, its response counts, the status counts and the number of matches, in
 * one statement: the one-row count table left-joined to the page (so an empty page still brings the
 * counts), never one query per ticket.
 *
 * A search finds its matches once, through the trigram indexes, keeping at most one past the cap.
 * If they all fit, the page is read from those ids; if not, the search is broad and walking the
 * newest-first index with the filter finds a page after a few rows. PostgreSQL runs only the branch
 * whose one-time filter holds, so the costly trigram scan is never done twice.
 */
export async function listAdminTickets(
  db: Database,
  query: AdminTicketListQuery,
): Promise<AdminTicketListResponse> {
  const where = filterOf(query);
  const offset = (query.page - 1) * PAGE_SIZE;
  const matches = db.$with('matches').as(
    db
      .select({ id: tickets.id, createdAt: tickets.createdAt })
      .from(tickets)
      .where(where)
      .limit(MATCHING_COUNT_CAP + 1),
  );
  const matchCount = sql`(select count(*) from ${matches})`;
  const newestPage = (filter: SQL | undefined, skipped = offset) =>
    db
      .select(pageColumns)
      .from(tickets)
      .where(filter)
      .orderBy(...newestFirst)
      .limit(PAGE_SIZE)
      .offset(skipped);
  // The matches carry their dates, so only the page's 20 tickets are read again, not every match.
  const matchesPage = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(sql`${matches.createdAt} desc nulls last`, sql`${matches.id} desc nulls last`)
    .limit(PAGE_SIZE)
    .offset(offset);
  const page = (
    query.search
      ? unionAll(
          newestPage(and(sql`${matchCount} <= ${MATCHING_COUNT_CAP}`, inArray(tickets.id, matchesPage)), 0),
          newestPage(and(sql`${matchCount} > ${MATCHING_COUNT_CAP}`, where)),
        )
      : newestPage(where)
  ).as('page');

  const counted = {
    open: ticketStatusCounts.open,
    in_progress: ticketStatusCounts.inProgress,
    resolved: ticketStatusCounts.resolved,
    closed: ticketStatusCounts.closed,
  };
  const total = sql`${counted.open} + ${counted.in_progress} + ${counted.resolved} + ${counted.closed}`;
  // Without a search the exact figure is already in the count row.
  const matching = query.search ? matchCount : query.status ? counted[query.status] : total;

  const rows = await (query.search ? db.with(matches) : db)
    .select({
      ...counted,
      total: sql<number>`${total}`.mapWith(Number),
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
        emailConfirmed: page.emailConfirmed,
      },
    })
    .from(ticketStatusCounts)
    .leftJoin(page, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id));

  const first = rows[0];
  if (!first) throw new Error('ticket_status_counts has no row');
  const { total: all, open, in_progress, resolved, closed } = first;
  return {
    tickets: rows.flatMap(({ ticket }) =>
      ticket
        ? [
            {
              ...ticketBody(ticket),
              responseCount: ticket.responseCount,
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
