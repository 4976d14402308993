// What other features and the server's composition may use of own-account; the rest is its own (docs/decisions/import-boundaries.md).
export { ownAccountRoutes } from './own-account-routes.ts';
