import type { Placeholder, SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { insertForEachRow, type RowInputs } from '#server/db/insert-for-each-row.ts';
import { auditEntries } from '#server/db/schema.ts';
import type { AuditActorType, AuditKind, AuditSubjectType } from '#shared/constants.ts';

/** Values, or (`Input = Placeholder`) a prepared statement's placeholders for some of them. */
export interface AuditActor<Input = never> {
  type: AuditActorType;
  /** The admin's id; null for everyone else. */
  id?: string | Input | null;
  /** An email, or the operator's system user name. */
  name?: string | Input | null;
  address?: string | Input | null;
}

export interface AuditRecord<Input = never> {
  kind: AuditKind;
  actor: AuditActor<Input>;
  subject?: { type: AuditSubjectType; id: string | Input };
  details?: Record<string, unknown> | Input;
  /** The app's clock; the database's when omitted (the CLI). */
  at?: Date | Input;
}

/** The entry's columns. */
function entryValues(record: AuditRecord<Placeholder>): RowInputs<typeof auditEntries> {
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
export function auditEntryIfAny(change: SQL, record: AuditRecord<Placeholder>): SQL {
  return insertForEachRow(auditEntries, entryValues(record), change);
}
