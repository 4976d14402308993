import { ne } from 'drizzle-orm';
import { auditEntries } from '#server/db/schema.ts';
import { type AuditKind, UNLISTED_AUDIT_KIND } from '#shared/constants.ts';

type AuditRow = typeof auditEntries.$inferSelect;

/** The entries the audit trail lists and exports: every change but a ticket's creation. */
export const listedInTrail = ne(auditEntries.kind, UNLISTED_AUDIT_KIND);

/** A row read through `listedInTrail`, whose kind is therefore one the trail lists. */
export type ListedAuditRow = AuditRow & { kind: AuditKind };

export const asListed = (row: AuditRow) => row as ListedAuditRow;
