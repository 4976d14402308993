import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A table, or what a step of a query found, with an id and a creation date. */
export type Dated = { id: PgColumn | SQL.Aliased; createdAt: PgColumn | SQL.Aliased };

/** Newest first, as the indexes are built (see docs/decisions/newest-first-indexes-desc-nulls-last.md). */
export const newestFirst = (from: Dated) => [
  sql`${from.createdAt} desc nulls last`,
  sql`${from.id} desc nulls last`,
];
