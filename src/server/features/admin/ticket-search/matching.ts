import { and, between, eq, getTableColumns, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { tickets } from '#server/db/schema.ts';
import { type DeskShape, input, type SearchShape } from './search-shape.ts';

const { id, status, searchText, assigneeId } = getTableColumns(tickets);
/** The columns a filter reads: the table's, or those of a subquery over it. */
export const filteredColumns = { id, status, searchText, assigneeId };
type FilteredColumns = Record<keyof typeof filteredColumns, PgColumn>;

/** How a step of the search looks the term up. */
export interface Lookup {
  /** Through the trigram index, then exactly (see docs/decisions/search-by-words-then-exact.md). */
  indexed: boolean;
  /** Estimated only where the plan depends on it (see docs/decisions/search-estimates-only-where-plans-depend.md). */
  estimated: boolean;
}

/** Each row read is checked for every word: the walk of the newest tickets, whose plan its order fixes. */
const exactly: Lookup = { indexed: false, estimated: false };

/** The tickets of a view: all, the signed-in member's, or nobody's. */
function inView(view: DeskShape['view'], from: FilteredColumns): SQL | undefined {
  if (view === 'mine') return eq(from.assigneeId, input.me);
  if (view === 'unassigned') return isNull(from.assigneeId);
  return undefined;
}

/** The tickets of the shape's view and status that match its term. */
export function filterOf(
  { status, search, view }: DeskShape,
  from: FilteredColumns = tickets,
  lookup = exactly,
): SQL | undefined {
  return and(
    inView(view, from),
    status && eq(from.status, status),
    search ? matching(search, from, lookup) : undefined,
  );
}

/**
 * The LIKE patterns of the separated words, folded as `search_text` is, each found literally anywhere:
 * escaped after folding, which turns a few characters into `%`, `_` or `\`.
 */
function patternsOf(words: Placeholder): SQL {
  const escaped = sql`replace(replace(replace(search_folded(${words}), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  return sql`string_to_array('%' || replace(${escaped}, E'\\n', E'%\\n%') || '%', E'\\n')`;
}

/** The planner does not estimate a subquery's result. */
const unestimated = (value: SQL, estimated: boolean) => (estimated ? value : sql`(select ${value})`);

/** Every word in any order, through one trigram index (see docs/decisions/search-words-any-order.md). */
function matching(
  search: SearchShape,
  from: FilteredColumns,
  { indexed, estimated }: Lookup,
): SQL | undefined {
  // Not estimated: the look-ups serve only the steps that always take the trigram index.
  const lookups = Array.from(
    { length: indexed ? search.lookups : 0 },
    (_, index) =>
      sql`${from.searchText} like (select (${patternsOf(input.lookups)})[${sql.raw(String(index + 1))}])`,
  );
  // The cast keeps a subquery's array one array: `all ((select …))` would compare with each of its rows.
  const words = sql`${from.searchText} like all (${unestimated(patternsOf(input.words), estimated)}::text[])`;
  const text = and(...lookups, words);
  return search.id ? or(between(from.id, input.idFrom, input.idTo), text) : text;
}
