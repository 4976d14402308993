// What other features and the server's composition may use of team; the rest is its own (docs/decisions/import-boundaries.md).
export { keepAnotherActiveAdmin } from './last-admin.ts';
export { listMembers, updateMember } from './members.ts';
export { TeamError } from './team-error.ts';
export { teamRoutes } from './team-routes.ts';
