import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { ListedAuditRow } from './listed-in-trail.ts';

export function auditBody(row: ListedAuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.createdAt.toISOString(),
    kind: row.kind,
    actor: { type: row.actorType, id: row.actorId, name: row.actorName, address: row.actorAddress },
    subject: row.subjectType && row.subjectId ? { type: row.subjectType, id: row.subjectId } : null,
    details: row.details,
  };
}
