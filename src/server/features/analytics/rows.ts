import type { SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

export type Row = Record<string, unknown>;

export async function rowsOf(db: Database, query: SQL): Promise<Row[]> {
  return (await db.execute(query)) as unknown as Row[];
}

/** count() arrives as a string, percentile_cont as a float: whole numbers, null kept. */
export function whole(value: unknown): number | null {
  return value === null || value === undefined ? null : Math.round(Number(value));
}

export function count(value: unknown): number {
  return whole(value) ?? 0;
}
