import type { SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { insertForEachRow } from '#server/db/insert-for-each-row.ts';
import { auditEntries } from '#server/db/schema.ts';
import type { AuditActorType, AuditKind, AuditSubjectType } from '#shared/constants.ts';

export interface AuditActor {
  type: AuditActorType;
  /** The admin's id; null for everyone else. */
  id?: string | null;
  /** An email, or the operator's system user name. */
  name?: string | null;
  address?: string | null;
}

export interface AuditRecord {
  kind: AuditKind;
  actor: AuditActor;
  subject?: { type: AuditSubjectType; id: string };
  details?: Record<string, unknown>;
  /** The app's clock; the database's when omitted (the CLI). */
  at?: Date;
}

/** The entry's columns. */
function entryValues(record: AuditRecord): typeof auditEntries.$inferInsert {
  const { actor, subject } = record;
  return {
    kind: record.kind,
    actorType: actor.type,
    actorId: actor.id ?? null,
    actorName: actor.name ?? null,
    actorAddress: actor.address ?? null,
    subjectType: subject?.type ?? null,
    subjectId: subject?.id ?? null,
    details: record.details ?? {},
    createdAt: record.at,
  };
}

/**
 * Appends one entry to the audit trail. Pass the transaction that makes the change, so the change and
 * its entry commit (or roll back) together.
 */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditEntries).values(entryValues(record));
}

/**
 * The same entry as an `insert` for a CTE of the statement that makes the change, written only if
 * `change` (a CTE of that statement) has a row: the change and its entry in one round trip.
 */
export function auditEntryIfAny(change: SQL, record: AuditRecord): SQL {
  return insertForEachRow(auditEntries, entryValues(record), change);
}
