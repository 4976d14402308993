// What other features and the server's composition may use of admin; the rest is its own (docs/decisions/import-boundaries.md).
export { setAdminPassword } from './admin-accounts.ts';
export { runAdminCommand } from './admin-commands.ts';
export { describeStartupAdmin, ensureStartupAdmin, FIRST_ADMIN_EMAIL } from './startup-admin.ts';
export { adminTicketRoutes } from './ticket-routes.ts';
