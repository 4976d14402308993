import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { newestFirst } from '#server/db/newest-first.ts';
import { tickets } from '#server/db/schema.ts';
import { MATCHING_COUNT_CAP } from '#shared/constants.ts';
import { filteredColumns, filterOf } from './matching.ts';
import { input, type SearchDeskShape } from './search-shape.ts';

/**
 * Finding a match through the trigram index and sorting it costs about as much as walking this many
 * tickets of the newest-first index (see docs/decisions/search-walks-while-cheaper.md).
 */
const WALKED_ROWS_PER_MATCH = 4;

/** How many of the newest tickets the walk may read: as many as sorting every match would cost. */
const walkBudget = (estimated: SQL) => sql`ceil(${estimated} * ${WALKED_ROWS_PER_MATCH})::bigint`;

/**
 * The page's matches and those before it, newest first, walking at most the budget's newest tickets.
 * `estimated` is about how many tickets match.
 */
export function walkedMatchesOf(db: Database, shape: SearchDeskShape, estimated: SQL) {
  const walkedTickets = db
    .select({ ...filteredColumns, id: tickets.id, createdAt: tickets.createdAt })
    .from(tickets)
    .orderBy(...newestFirst(tickets))
    // Drizzle's types name numbers and placeholders, but it writes any SQL given as the LIMIT.
    .limit(walkBudget(estimated) as unknown as number)
    .as('walked_tickets');
  return db
    .$with('walked_matches')
    .as(
      db
        .select({ id: walkedTickets.id, createdAt: walkedTickets.createdAt })
        .from(walkedTickets)
        .where(filterOf(shape, walkedTickets))
        .limit(input.pageEnd),
    );
}

/** Where a broad search reads its page from: one of the steps that found matches. */
export type PageStep = 'matches' | 'walked_matches' | 'all_matches';

/** What the choice of the page's step reads. */
interface PageChoice {
  matchCount: SQL;
  /** About how many tickets match. */
  estimated: SQL;
  /** Whether the walk found the page within its budget. */
  walkFoundPage: SQL;
  /** How many tickets there are. */
  allTickets: SQL;
}

/**
 * The walk is expected to need more than its budget: with the matches spread evenly it reads about
 * pageEnd × tickets / matches rows, against a budget of WALKED_ROWS_PER_MATCH × matches.
 */
function walkLikelyOverBudget({ estimated, allTickets }: PageChoice): SQL {
  return sql`${input.pageEnd}::float8 * ${allTickets} >= ${WALKED_ROWS_PER_MATCH} * ${estimated} * ${estimated}`;
}

/**
 * The page's step, a CASE evaluated only as far as needed: the walk when it finds the page for less
 * than sorting every match would cost, else the sort (see docs/decisions/search-walks-while-cheaper.md).
 */
function pageStepOf(choice: PageChoice): SQL {
  return sql`case
    when ${choice.matchCount} <= ${MATCHING_COUNT_CAP} then 'matches'
    when ${walkLikelyOverBudget(choice)} then 'all_matches'
    when ${choice.walkFoundPage} then 'walked_matches'
    else 'all_matches'
  end`;
}

/** The match count and the page's step, decided once in a step every branch reads. */
export function planOf(db: Database, choice: PageChoice) {
  return db
    .$with('plan', {
      matchCount: sql<number>`match_count`.as('match_count'),
      pageStep: sql<string>`page_step`.as('page_step'),
    })
    .as(sql`select ${choice.matchCount} as match_count, ${pageStepOf(choice)} as page_step`);
}
