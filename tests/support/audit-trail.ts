import { asc, gt, max } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditEntries } from '#server/db/schema.ts';

/** Runs `action` and returns the audit entries it left, oldest first. */
export async function auditedBy(db: Database, action: () => Promise<unknown>) {
  const [before] = await db.select({ last: max(auditEntries.id) }).from(auditEntries);
  await action();
  return db
    .select()
    .from(auditEntries)
    .where(gt(auditEntries.id, before?.last ?? 0))
    .orderBy(asc(auditEntries.id));
}
