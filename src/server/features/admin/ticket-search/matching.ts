import {
  and,
  eq,
  getTableColumns,
  ilike,
  isNull,
  like,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { tickets } from '#server/db/schema.ts';
import { type DeskShape, input, type SearchShape } from './search-shape.ts';

const { status, searchText, subject, email, name, assigneeId } = getTableColumns(tickets);
/** The columns a filter reads: the table's, or those of a subquery over it. */
export const filteredColumns = { status, searchText, subject, email, name, assigneeId };
type FilteredColumns = Record<keyof typeof filteredColumns, PgColumn>;

/** How a step of the search looks the term up. */
export interface Lookup {
  /** By its words through the trigram index, then exactly (see docs/decisions/search-by-words-then-exact.md). */
  indexed: boolean;
  /** Estimated only where the plan depends on it (see docs/decisions/search-estimates-only-where-plans-depend.md). */
  estimated: boolean;
}

/** The walk's plan depends on its estimate, which a look-up by words would skew. */
const exactly: Lookup = { indexed: false, estimated: true };

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

/** The planner does not estimate a subquery's result. */
const lowered = (value: Placeholder, estimated: boolean) =>
  estimated ? sql`lower(${value})` : sql`(select lower(${value}))`;

/** ILIKE's match through one trigram index (see docs/decisions/admin-search-one-index.md). */
function matching(
  search: SearchShape,
  from: FilteredColumns,
  { indexed, estimated }: Lookup,
): SQL | undefined {
  // Another collation keeps the exact check out of the index (see docs/decisions/search-by-words-then-exact.md).
  const joined =
    indexed && search.words
      ? and(
          like(from.searchText, lowered(input.words, estimated)),
          sql`(${from.searchText} collate "C") like ${lowered(input.pattern, false)}`,
        )
      : like(from.searchText, lowered(input.pattern, estimated));
  if (!search.separator) return joined;
  // With the separator the term could match across two fields: each field is checked on its own too.
  return and(
    joined,
    or(ilike(from.subject, input.pattern), ilike(from.email, input.pattern), ilike(from.name, input.pattern)),
  );
}
