import { and, count, gt, isNotNull, max } from 'drizzle-orm';
import { openConfiguredDatabase } from '#server/db/client.ts';
import { auditEntries } from '#server/db/schema.ts';
import type { BenchDatabase } from './bench-database.ts';

/** Counts the ticket events committed in `database` since this was called, while its server runs. */
export async function ticketEventCounter(database: BenchDatabase) {
  const handle = await openConfiguredDatabase(
    { DATA_DIR: database.serverOptions.dataDir ?? '', DATABASE_URL: database.serverOptions.env.DATABASE_URL },
    { role: 'tool' },
  );
  const [first] = await handle.db.select({ last: max(auditEntries.id) }).from(auditEntries);
  const after = first?.last ?? 0;
  return {
    async count(): Promise<number> {
      const [row] = await handle.db
        .select({ events: count() })
        .from(auditEntries)
        .where(and(gt(auditEntries.id, after), isNotNull(auditEntries.transactionId)));
      return row?.events ?? 0;
    },
    close: () => handle.close(),
  };
}
