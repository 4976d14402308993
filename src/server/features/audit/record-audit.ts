import type { Database } from '#server/db/client.ts';
import { auditEntries } from '#server/db/schema.ts';
import type { AuditActorType, AuditKind, AuditSubjectType, TicketEventKind } from '#shared/constants.ts';

export interface AuditActor {
  type: AuditActorType;
  /** The admin's id; null for everyone else. */
  id?: string | null;
  /** An email, or the operator's system user name. */
  name?: string | null;
  address?: string | null;
}

export interface AuditRecord {
  kind: AuditKind | TicketEventKind;
  actor: AuditActor;
  subject?: { type: AuditSubjectType; id: string };
  details?: Record<string, unknown>;
  /** The app's clock; the database's when omitted (the CLI). */
  at?: Date;
}

/** The entry's columns. */
export function auditEntryValues({ kind, actor, subject, details, at }: AuditRecord) {
  return {
    kind,
    actorType: actor.type,
    actorId: actor.id ?? null,
    actorName: actor.name ?? null,
    actorAddress: actor.address ?? null,
    subjectType: subject?.type ?? null,
    subjectId: subject?.id ?? null,
    details: details ?? {},
    createdAt: at,
  };
}

/**
 * Appends one entry to the audit trail. Pass the transaction that makes the change, so the change and
 * its entry commit (or roll back) together. A change to a ticket is recorded with `recordTicketEvent`.
 */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditEntries).values(auditEntryValues(record));
}
