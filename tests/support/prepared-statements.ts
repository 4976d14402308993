import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/** Whether a statement holding `marker` is prepared on any of the pool's ten connections. */
export async function preparedAnywhere(db: Database, marker: string): Promise<boolean> {
  // Ten at once take the pool's ten connections, one each (postgres.js opens a closed one before
  // queuing behind a busy one).
  const prepared = sql<boolean>`exists (select from pg_prepared_statements where statement like ${`%${marker}%`})`;
  const found = await Promise.all(
    Array.from({ length: 10 }, () => db.select({ found: prepared }).from(sql`(select) as probe`)),
  );
  return found.some(([row]) => row?.found);
}
