import { inArray, type Placeholder, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type Dated, newestFirst } from '#server/db/newest-first.ts';
import { tickets } from '#server/db/schema.ts';
import { PAGE_SIZE } from '#shared/constants.ts';
import { countMatches } from './match-count.ts';
import { type PageStep, planOf, walkedMatchesOf } from './page-choice.ts';
import { input, type SearchDeskShape } from './search-shape.ts';

/** Which tickets one branch of the page reads, newest first, from which offset. */
export interface PageBranch {
  filter: SQL | undefined;
  offset: number | Placeholder;
}

/** A branch of the search's page, read only when the plan chose it. */
export interface SearchBranch extends PageBranch {
  chosen: SQL;
}

/** The page's branches in the union's order: first matches, the walk, all matches. */
export type SearchBranches = readonly [SearchBranch, SearchBranch, SearchBranch];

/** A search as steps of the desk's statement: a match count and a page (see docs/decisions/search-folder.md). */
export function searchPage(db: Database, shape: SearchDeskShape, allTickets: SQL) {
  const found = countMatches(db, shape);
  const walkedMatches = walkedMatchesOf(db, shape, found.estimated);
  const plan = planOf(db, {
    matchCount: found.matchCount,
    estimated: found.estimated,
    walkFoundPage: sql`(select count(*) from ${walkedMatches}) = ${input.pageEnd}`,
    allTickets,
  });

  const chosen = (step: PageStep) => sql`(select ${plan.pageStep} from ${plan}) = ${step}`;
  const pageAmong = (step: PageStep, matches: Subquery & Dated): SearchBranch => {
    const ids = db
      .select({ id: matches.id })
      .from(matches)
      .orderBy(...newestFirst(matches))
      .limit(PAGE_SIZE)
      .offset(input.offset);
    return { chosen: chosen(step), filter: inArray(tickets.id, ids), offset: 0 };
  };
  const branches: SearchBranches = [
    pageAmong('matches', found.matches),
    pageAmong('walked_matches', walkedMatches),
    pageAmong('all_matches', found.allMatches),
  ];

  return {
    steps: [...found.steps, walkedMatches, plan],
    matchCount: sql`(select ${plan.matchCount} from ${plan})`,
    branches,
  };
}
