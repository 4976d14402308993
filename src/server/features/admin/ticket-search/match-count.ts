import { and, getTableName, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { tickets } from '#server/db/schema.ts';
import { inSearchSample, SEARCH_SAMPLE_PARTS } from '#server/db/search-text.ts';
import { MATCHING_COUNT_CAP } from '#shared/constants.ts';
import { filterOf } from './matching.ts';
import type { SearchDeskShape } from './search-shape.ts';

/** Every match of `where`, with the block it lies in, read only as far as a step needs. */
function matchesOf(db: Database, name: string, where: SQL | undefined) {
  return db
    .$with(name, {
      id: sql<string>`id`.as('id'),
      createdAt: sql<Date>`created_at`.as('created_at'),
      block: sql<number>`block`.as('block'),
    })
    .as(
      // OFFSET 0 plans it without its reader's LIMIT, which would pick a scan over the trigram index.
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

type Matches = ReturnType<typeof matchesOf>;

/** The first matches of a scan, one past the cap (see docs/decisions/search-match-count-capped.md). */
function firstMatches(db: Database, name: string, matches: Matches) {
  return db.$with(name).as(
    db
      .select()
      .from(matches)
      .limit(MATCHING_COUNT_CAP + 1),
  );
}

/** The first matches of a scan that reads the table in its physical order, with the blocks they lie in. */
type FirstMatches = Subquery & { block: SQL.Aliased<number> };

/** About how many match, from where the first lie (see docs/decisions/search-match-count-capped.md). */
function estimatedMatches(first: FirstMatches, share: number): SQL {
  const tableBlocks = sql`greatest(pg_relation_size(${getTableName(tickets)}::regclass) / current_setting('block_size')::float8, 1)`;
  return sql`(${(MATCHING_COUNT_CAP + 1) * share} * ${tableBlocks} / ((select max(${first.block}) from ${first}) + 1))`;
}

const countOf = (first: Subquery) => sql`(select count(*) from ${first})`;

/**
 * A sample holding twice its share of the cap stands for more than the cap: with at most 1,000 matches,
 * the one in eight holds 125 on average and 250 is 12 standard deviations away
 * (see docs/decisions/search-words-any-order.md).
 */
const BROAD_IN_SAMPLE = (2 * MATCHING_COUNT_CAP) / SEARCH_SAMPLE_PARTS;

/** About how many match, from the sample: as far as its first lie, or all of it when it holds fewer. */
function estimatedFromSample(sampled: FirstMatches): SQL {
  return sql`(case when ${countOf(sampled)} > ${MATCHING_COUNT_CAP} then ${estimatedMatches(sampled, SEARCH_SAMPLE_PARTS)} else ${countOf(sampled)} * ${SEARCH_SAMPLE_PARTS} end)`;
}

/** The capped match count, and about how many match in all (see docs/decisions/search-count-from-a-sample.md). */
export function countMatches(db: Database, shape: SearchDeskShape) {
  // Without a trigram to look up, the sample would be read by a scan of the whole table.
  const usesSample = shape.search.lookups > 0;
  // The trigram index is the way to a term with a trigram: only one without leaves the planner a choice.
  const allMatches = matchesOf(
    db,
    'all_matches',
    filterOf(shape, tickets, { indexed: true, estimated: !usesSample }),
  );
  const matches = firstMatches(db, 'matches', allMatches);
  const sampleMatches = matchesOf(
    db,
    'sample_matches',
    and(inSearchSample(tickets.id), filterOf(shape, tickets, { indexed: true, estimated: false })),
  );
  const sampled = firstMatches(db, 'sampled', sampleMatches);
  // The CASE reads the whole index only for a term not broad in the sample.
  const broadInSample = usesSample ? sql`${countOf(sampled)} > ${BROAD_IN_SAMPLE}` : sql`false`;
  const matchCount = sql`(case when ${broadInSample} then ${MATCHING_COUNT_CAP + 1} else ${countOf(matches)} end)`;
  const estimated = usesSample
    ? sql`(case when ${broadInSample} then ${estimatedFromSample(sampled)} else ${estimatedMatches(matches, 1)} end)`
    : estimatedMatches(matches, 1);
  return {
    steps: usesSample ? [allMatches, matches, sampleMatches, sampled] : [allMatches, matches],
    allMatches,
    matches,
    matchCount,
    estimated,
  };
}
