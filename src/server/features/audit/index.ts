// What other features and the server's composition may use of audit; the rest is its own (docs/decisions/import-boundaries.md).
export { recordAdminSignIn } from './admin-sign-in-audit.ts';
export { auditRoutes } from './audit-routes.ts';
export { auditEntriesSince } from './list-audit.ts';
export { asListed, listedInTrail } from './listed-in-trail.ts';
export { operatorActor } from './operator-actor.ts';
export { parseSince } from './parse-since.ts';
export { type AuditActor, auditEntryValues, recordAudit } from './record-audit.ts';
export { requestActor } from './request-actor.ts';
