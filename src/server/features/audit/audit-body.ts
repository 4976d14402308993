import type { auditEntries } from '#server/db/schema.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';

type AuditRow = typeof auditEntries.$inferSelect;

export function auditBody(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.createdAt.toISOString(),
    kind: row.kind,
    actor: { type: row.actorType, id: row.actorId, name: row.actorName, address: row.actorAddress },
    subject: row.subjectType && row.subjectId ? { type: row.subjectType, id: row.subjectId } : null,
    details: row.details,
  };
}
