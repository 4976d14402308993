import { availableParallelism } from 'node:os';
import {
  type AnyColumn,
  and,
  desc,
  eq,
  getTableColumns,
  getTableName,
  ilike,
  inArray,
  like,
  or,
  type Placeholder,
  type SQL,
  type Subquery,
  sql,
} from 'drizzle-orm';
import { type PgColumn, QueryBuilder, unionAll } from 'drizzle-orm/pg-core';
import pLimit from 'p-limit';
import { type Database, plannedPerCall } from '#server/db/client.ts';
import { type Dated, newestFirst } from '#server/db/newest-first.ts';
import {
  emailPasswords,
  inSearchSample,
  SEARCH_FIELD_SEPARATOR,
  SEARCH_SAMPLE_PARTS,
  ticketResponses,
  ticketStatusCounts,
  tickets,
} from '#server/db/schema.ts';
import { statementsPerShape } from '#server/db/statements-per-shape.ts';
import { ticketBody } from '#server/features/tickets/ticket-body.ts';
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

/** A LIKE pattern that matches `term` literally anywhere: `%`, `_` and `\` lose their meaning. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The columns a filter reads: the table's, or those of a subquery over it. */
const { status, searchText, subject, email, name } = getTableColumns(tickets);
const filteredColumns = { status, searchText, subject, email, name };
type FilteredColumns = Record<keyof typeof filteredColumns, PgColumn>;

/** What shapes a search's statement; the term itself is a placeholder's value. */
interface SearchShape {
  /** Three letters or digits in a row: the trigram indexes can look it up. */
  trigram: boolean;
  /** It has a words pattern (see `wordsPattern`). */
  words: boolean;
  /** It holds the fields' separator. */
  separator: boolean;
}

/** What shapes a desk statement: one is built for each shape, and run with the query's values. */
interface DeskShape {
  status: AdminTicketListQuery['status'];
  search: SearchShape | undefined;
}

/** The statement's inputs, named; `inputsOf` gives their values for a query. */
const input = {
  pattern: sql.placeholder('pattern'),
  words: sql.placeholder('words'),
  offset: sql.placeholder('offset'),
  /** The offset after the page: how many matches the page and those before it are. */
  pageEnd: sql.placeholder('pageEnd'),
};

/** A query's statement shape, and the values of its inputs. */
function inputsOf({ status, search, page }: AdminTicketListQuery) {
  const words = search && wordsPattern(search);
  const offset = (page - 1) * PAGE_SIZE;
  const shape: DeskShape = {
    status,
    search: search
      ? {
          trigram: hasTrigram(search),
          words: words !== undefined,
          separator: search.includes(SEARCH_FIELD_SEPARATOR),
        }
      : undefined,
  };
  const values: Record<keyof typeof input, unknown> = {
    pattern: search && containsPattern(search),
    words,
    offset,
    pageEnd: offset + PAGE_SIZE,
  };
  return { shape, values };
}

/** How a step of the search looks the term up. */
interface Lookup {
  /**
   * Through the trigram index, by the term's words alone (see `wordsPattern`), then exactly; otherwise
   * exactly, which the walk needs: its row estimate decides the walk's plan.
   */
  indexed: boolean;
  /**
   * The planner estimates the matches, for a step whose plan depends on how many there are. It tries
   * the pattern on each of the column's 1,000 histogram entries, 0.45 ms a clause; a step whose plan
   * does not depend on it gets the pattern as a subquery's result, which it does not estimate.
   */
  estimated: boolean;
}

const exactly: Lookup = { indexed: false, estimated: true };

function filterOf(
  { status, search }: DeskShape,
  from: FilteredColumns = tickets,
  lookup = exactly,
): SQL | undefined {
  return and(status && eq(from.status, status), search ? matching(search, from, lookup) : undefined);
}

const lowered = (value: Placeholder, estimated: boolean) =>
  estimated ? sql`lower(${value})` : sql`(select lower(${value}))`;

/**
 * Served by the trigram index over the joined, lowercased fields; PostgreSQL lowercases the pattern, as
 * ILIKE does, so the match is ILIKE's. A term without the separator can only match inside one field; one
 * with it (an admin pasting a line break) would match across two, so then each field is checked on its
 * own as well.
 */
function matching(
  search: SearchShape,
  from: FilteredColumns,
  { indexed, estimated }: Lookup,
): SQL | undefined {
  // Under another collation the exact match is no index condition, only a check of the rows found
  // (LIKE compares bytes whatever the collation, so the result is the same), whose plan it never changes.
  const joined =
    indexed && search.words
      ? and(
          like(from.searchText, lowered(input.words, estimated)),
          sql`(${from.searchText} collate "C") like ${lowered(input.pattern, false)}`,
        )
      : like(from.searchText, lowered(input.pattern, estimated));
  if (!search.separator) return joined;
  return and(
    joined,
    or(ilike(from.subject, input.pattern), ilike(from.email, input.pattern), ilike(from.name, input.pattern)),
  );
}

/** The runs of letters and digits in a term: the words pg_trgm takes its trigrams from. */
const wordsOf = (search: string) => search.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * For a term with characters between its words (an email, a name with a dot or a space), a pattern of
 * its words alone, which every match of the term also matches. A character between words makes the
 * trigram index read the trigrams of every word that starts or ends there, long lists that rarely
 * narrow the matches: 'emma.gagnon' at a million tickets read them in 11 ms, 'emma%gagnon' in 5. Undefined
 * when the term has nothing between its words, or a word shorter than a trigram, whose only trigrams
 * are those at its ends ('jo.tremblay' would read every Tremblay).
 */
function wordsPattern(search: string): string | undefined {
  const words = wordsOf(search);
  if (words.join('') === search || words.some((word) => word.length < 3)) return undefined;
  return `%${words.join('%')}%`;
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

/** How many of the newest tickets a broad search reads first, for a term common lately. */
const RECENT_WINDOW = 2_000;

/** A page of tickets matching `filter`, newest first, with the page's columns. */
function newestPage(db: Database, filter: SQL | undefined, offset: number | typeof input.offset) {
  return db
    .select(pageColumns)
    .from(tickets)
    .where(filter)
    .orderBy(...newestFirst(tickets))
    .limit(PAGE_SIZE)
    .offset(offset);
}

/** Up to this many matches, sorting them all costs a few milliseconds, whatever the walk would read. */
const SORTED_UP_TO = 5_000;

/** The first matches of a scan that reads the table in its physical order, with the blocks they lie in. */
type FirstMatches = Subquery & { block: SQL.Aliased<number> };

/**
 * About how many tickets match, from where the first 1,001 of a scan lie. Both scans that can find them
 * read the table in its physical order (the connections turn synchronized scans off, so a sequential scan
 * starts at the first block), so the block the last one lies in says how much of the table held them.
 * A scan of the sample reads one ticket in eight, so its matches stand for eight times as many.
 */
function estimatedMatches(first: FirstMatches, share: number): SQL {
  const tableBlocks = sql`greatest(pg_relation_size(${getTableName(tickets)}::regclass) / current_setting('block_size')::float8, 1)`;
  return sql`(${(MATCHING_COUNT_CAP + 1) * share} * ${tableBlocks} / ((select max(${first.block}) from ${first}) + 1))`;
}

/**
 * Whether to walk the newest-first index for a broad search's page rather than sort all its matches.
 * The walk reads about (offset + 20) × tickets / matches rows if the matches are spread evenly, more if
 * the newest tickets lack them; the sort reads about as many rows as there are matches, so it wins up to
 * a few thousand.
 */
function walkReadsFewerRows(estimated: SQL): SQL {
  const allTickets = sql`(select ${ticketTotal} from ${statusCounts})`;
  return sql`${estimated} > ${SORTED_UP_TO} and ${input.pageEnd}::float8 * ${allTickets} < ${estimated} * ${estimated}`;
}

/**
 * Every match of `where`, with the block it lies in, read only as far as a step needs. As a CTE of its
 * own (and behind OFFSET 0) it is planned without the limit of the step that reads it, so PostgreSQL
 * uses the trigram index rather than a sequential scan it hopes to stop early.
 */
function matchesOf(db: Database, name: string, where: SQL | undefined) {
  return db
    .$with(name, {
      id: sql<string>`id`.as('id'),
      createdAt: sql<Date>`created_at`.as('created_at'),
      block: sql<number>`block`.as('block'),
    })
    .as(
      sql`${db
        .select({
          id: tickets.id,
          createdAt: tickets.createdAt,
          block: sql<number>`(${tickets}.ctid::text::point)[0]`.as('block'),
        })
        .from(tickets)
        .where(where)} offset 0`,
    );
}

/** The first 1,001 of some matches: the count stops one past the cap. */
function firstMatches(db: Database, name: string, matches: ReturnType<typeof matchesOf>) {
  return db.$with(name).as(
    db
      .select()
      .from(matches)
      .limit(MATCHING_COUNT_CAP + 1),
  );
}

/**
 * The sample index holds the trigrams of one ticket in eight: a term with 1,001 matches among those is
 * broad, found in an eighth of the posting lists (a surname on one ticket in thirty at a million tickets:
 * 2 ms instead of 15). A term without three letters or digits in a row has no trigram to look up, and
 * the sample would be read by a scan of the whole table instead.
 */
const hasTrigram = (search: string) => wordsOf(search).some((word) => word.length >= 3);

/**
 * A search's page and its number of matches, as steps (CTEs) of the list's statement. The matches are
 * found once, through the trigram index, and read only as far as a step needs: the count stops one past
 * the cap, and is not needed at all when the sample alone holds 1,001. If they all fit, the page is read
 * from them. If not, the search is broad. With up to about 2,000 matches they are sorted, which reads
 * no more rows than the newest 2,000 tickets. With more, when the newest 2,000 tickets hold the page (a
 * term common lately), it is read from them; otherwise the page is found by walking the newest-first
 * index, which finds a common surname's page in a few hundred rows, or by sorting every match, which is
 * quicker for a term a few thousand tickets in a million have (the walk would read 20,000 rows and more).
 * The planner cannot tell those apart (its guess for a substring comes from a histogram: with 100
 * entries, a term one ticket in a thousand has was guessed at 100 or at 10,000 rows from one ANALYZE to
 * the next, and 1,000 entries narrow that but do not remove it), so the statement decides from where its first matches lie, in one step (`plan`) that each branch
 * reads; PostgreSQL runs only the branch whose one-time filter holds.
 */
function searchPage(db: Database, shape: DeskShape & { search: SearchShape }) {
  const where = filterOf(shape);
  const pageOf = (found: Subquery & Dated) =>
    db
      .select({ id: found.id })
      .from(found)
      .orderBy(...newestFirst(found))
      .limit(PAGE_SIZE)
      .offset(input.offset);
  const pageFrom = (branch: SQL, found: Subquery & Dated) =>
    newestPage(db, and(branch, inArray(tickets.id, pageOf(found))), 0);

  // A term with a trigram is always best found through the trigram index (a broad one stops at the
  // sample); the planner has a choice to make only for a term without, which the index cannot narrow.
  const usesSample = shape.search.trigram;
  const allMatches = matchesOf(
    db,
    'all_matches',
    filterOf(shape, tickets, { indexed: true, estimated: !usesSample }),
  );
  const matches = firstMatches(db, 'matches', allMatches);
  // Read through its own index whatever the estimate: the sample's condition is the index's.
  const sampleMatches = matchesOf(
    db,
    'sample_matches',
    and(inSearchSample(tickets.id), filterOf(shape, tickets, { indexed: true, estimated: false })),
  );
  const sampled = firstMatches(db, 'sampled', sampleMatches);
  const countOf = (first: Subquery) => sql`(select count(*) from ${first})`;
  // PostgreSQL evaluates the CASE's subqueries only as far as it needs: a term broad in the sample
  // never reads the whole index.
  const broadInSample = usesSample ? sql`${countOf(sampled)} > ${MATCHING_COUNT_CAP}` : sql`false`;
  const matchCount = sql`(case when ${broadInSample} then ${MATCHING_COUNT_CAP + 1} else ${countOf(matches)} end)`;
  const estimated = usesSample
    ? sql`(case when ${broadInSample} then ${estimatedMatches(sampled, SEARCH_SAMPLE_PARTS)} else ${estimatedMatches(matches, 1)} end)`
    : estimatedMatches(matches, 1);

  const recentTickets = db
    .select({ ...filteredColumns, id: tickets.id, createdAt: tickets.createdAt })
    .from(tickets)
    .orderBy(...newestFirst(tickets))
    .limit(RECENT_WINDOW)
    .as('recent_tickets');
  // The page's matches and those before it, among the newest tickets, newest first.
  const recentMatches = db.$with('recent_matches').as(
    db
      .select({ id: recentTickets.id, createdAt: recentTickets.createdAt })
      .from(recentTickets)
      .where(filterOf(shape, recentTickets, { indexed: false, estimated: false }))
      .limit(input.pageEnd),
  );
  const pageIsRecent = sql`(select count(*) from ${recentMatches}) = ${input.pageEnd}`;

  // Which step the page is read from. PostgreSQL evaluates a CASE's conditions in order, and each
  // subquery only when a condition needs it. Sorting a broad term's matches reads about as many rows as
  // there are, and the newest tickets are 2,000.
  const pageStep = sql`case
    when ${matchCount} <= ${MATCHING_COUNT_CAP} then 'matches'
    when ${estimated} <= ${RECENT_WINDOW} then 'all_matches'
    when ${pageIsRecent} then 'recent_matches'
    when ${walkReadsFewerRows(estimated)} then 'walk'
    else 'all_matches'
  end`;
  const plan = db
    .$with('plan', {
      matchCount: sql<number>`match_count`.as('match_count'),
      pageStep: sql<string>`page_step`.as('page_step'),
    })
    .as(sql`select ${matchCount} as match_count, ${pageStep} as page_step`);
  const readsFrom = (step: string) => sql`(select ${plan.pageStep} from ${plan}) = ${step}`;
  const page = unionAll(
    pageFrom(readsFrom('matches'), matches),
    pageFrom(readsFrom('recent_matches'), recentMatches),
    newestPage(db, and(readsFrom('walk'), where), input.offset),
    pageFrom(readsFrom('all_matches'), allMatches),
  );
  const sampleSteps = usesSample ? [sampleMatches, sampled] : [];
  return {
    steps: [allMatches, matches, ...sampleSteps, recentMatches, plan],
    matchCount: sql`(select ${plan.matchCount} from ${plan})`,
    page,
  };
}

/**
 * At most as many searches run at once as the machine has cores: more would only share the cores, each
 * taking longer, and the unluckiest of ten admins waited twice as long as the average.
 */
const searchSlots = pLimit(availableParallelism());

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

/**
 * One page of the admin desk, its response counts, the status counts and the number of matches, in
 * one statement: the one row of status counts left-joined to the page (so an empty page still brings
 * the counts), never one query per ticket. A search is planned for its term each time: how many tickets a
 * term matches decides its plan.
 */
function prepareDeskStatement(handle: Database, shape: DeskShape) {
  const db = shape.search ? plannedPerCall(handle) : handle;
  const search = shape.search ? searchPage(db, { ...shape, search: shape.search }) : undefined;
  const page = (search?.page ?? newestPage(db, filterOf(shape), input.offset)).as('page');

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
        emailConfirmed: page.emailConfirmed,
      },
    })
    .from(statusCounts)
    .leftJoin(page, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id))
    .prepare(`admin_desk_${JSON.stringify(shape)}`);
}
