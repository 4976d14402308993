import { and, asc, eq, gt, gte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { auditEntries } from '#server/db/schema.ts';
import { PAGE_SIZE } from '#shared/constants.ts';
import type { AuditEntry, AuditListQuery, AuditPage } from '#shared/schemas/audit.ts';
import { auditBody } from './audit-body.ts';
import { asListed, listedInTrail } from './listed-in-trail.ts';

type AuditFilter = Partial<Omit<AuditListQuery, 'page'>>;

function matching({ kind, person }: AuditFilter): SQL | undefined {
  return and(
    listedInTrail,
    kind ? eq(auditEntries.kind, kind) : undefined,
    person ? or(eq(auditEntries.actorName, person), eq(auditEntries.subjectId, person)) : undefined,
  );
}

// As the indexes are built (docs/decisions/newest-first-indexes-desc-nulls-last.md), so they serve the order.
const newestFirst = [sql`${auditEntries.createdAt} desc nulls last`, sql`${auditEntries.id} desc nulls last`];

/** One page of the trail, newest first; one row more than a page tells whether an older page exists. */
export async function listAuditEntries(db: Database, query: AuditListQuery): Promise<AuditPage> {
  const rows = await db
    .select()
    .from(auditEntries)
    .where(matching(query))
    .orderBy(...newestFirst)
    .limit(PAGE_SIZE + 1)
    .offset((query.page - 1) * PAGE_SIZE);
  return {
    entries: rows.slice(0, PAGE_SIZE).map(asListed).map(auditBody),
    page: query.page,
    pageSize: PAGE_SIZE,
    hasMore: rows.length > PAGE_SIZE,
  };
}

const BATCH_SIZE = 500;

/** Every entry from `since` on, oldest first, read in batches so a long trail never sits in memory at once. */
export async function* auditEntriesSince(
  db: Database,
  since: Date,
  filter: AuditFilter = {},
): AsyncGenerator<AuditEntry> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEntries)
      .where(and(gte(auditEntries.createdAt, since), gt(auditEntries.id, after), matching(filter)))
      .orderBy(asc(auditEntries.id))
      .limit(BATCH_SIZE);
    yield* rows.map(asListed).map(auditBody);
    const last = rows.at(-1);
    if (!last || rows.length < BATCH_SIZE) return;
    after = last.id;
  }
}
