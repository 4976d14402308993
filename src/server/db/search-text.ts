import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Between the fields in the searchable text. */
export const separatorLiteral = sql.raw(`E'\\n'`);

/** How many parts the search sample's hash splits the tickets into; the sample is one of them. */
export const SEARCH_SAMPLE_PARTS = 8;

/** Whether a ticket is in the search sample: the hash of its random id decides, so one in eight is. */
export function inSearchSample(id: AnyPgColumn): SQL {
  return sql`(uuid_hash(${id}) & ${sql.raw(String(SEARCH_SAMPLE_PARTS - 1))}) = 0`;
}
