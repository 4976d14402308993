import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The rows a raw statement returns, which `Database.execute` leaves untyped whatever the driver. */
export async function rowsOf<Row extends object = Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<Row[]> {
  return (await db.execute(query)) as unknown as Row[];
}
