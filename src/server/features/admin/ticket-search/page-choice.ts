import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { newestFirst } from '#server/db/newest-first.ts';
import { tickets } from '#server/db/schema.ts';
import { MATCHING_COUNT_CAP } from '#shared/constants.ts';
import { filteredColumns, filterOf } from './matching.ts';
import { input, type SearchDeskShape } from './search-shape.ts';

/** How many of the newest tickets a broad search reads first, for a term common lately. */
const RECENT_WINDOW = 2_000;

/** Up to this many matches, sorting them all costs little, whatever the walk would read. */
const SORTED_UP_TO = 5_000;

/** The page's matches and those before it, among the newest tickets, newest first. */
export function recentMatchesOf(db: Database, shape: SearchDeskShape) {
  const recentTickets = db
    .select({ ...filteredColumns, id: tickets.id, createdAt: tickets.createdAt })
    .from(tickets)
    .orderBy(...newestFirst(tickets))
    .limit(RECENT_WINDOW)
    .as('recent_tickets');
  return db.$with('recent_matches').as(
    db
      .select({ id: recentTickets.id, createdAt: recentTickets.createdAt })
      .from(recentTickets)
      .where(filterOf(shape, recentTickets, { indexed: false, estimated: false }))
      .limit(input.pageEnd),
  );
}

/** Where a broad search reads its page from: one of the steps that found matches, or the walk. */
export type PageStep = 'matches' | 'all_matches' | 'recent_matches' | 'walk';

/** What the choice of the page's step reads. */
interface PageChoice {
  matchCount: SQL;
  /** About how many tickets match. */
  estimated: SQL;
  /** Whether the newest tickets hold the page. */
  pageIsRecent: SQL;
  /** How many tickets there are. */
  allTickets: SQL;
}

/** The walk reads fewer rows than sorting every match (see docs/decisions/search-match-count-capped.md). */
function walkReadsFewerRows({ estimated, allTickets }: PageChoice): SQL {
  return sql`${estimated} > ${SORTED_UP_TO} and ${input.pageEnd}::float8 * ${allTickets} < ${estimated} * ${estimated}`;
}

/** The page's step, a CASE evaluated only as far as needed (see docs/decisions/search-match-count-capped.md). */
function pageStepOf(choice: PageChoice): SQL {
  return sql`case
    when ${choice.matchCount} <= ${MATCHING_COUNT_CAP} then 'matches'
    when ${choice.estimated} <= ${RECENT_WINDOW} then 'all_matches'
    when ${choice.pageIsRecent} then 'recent_matches'
    when ${walkReadsFewerRows(choice)} then 'walk'
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
