// What other features and the server's composition may use of privacy; the rest is its own (docs/decisions/import-boundaries.md).
export { accountRoutes } from './account-routes.ts';
export { runDailyRetention } from './daily-retention.ts';
