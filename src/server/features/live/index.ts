// What other features and the server's composition may use of live; the rest is its own (docs/decisions/import-boundaries.md).
export { startLiveDesk } from './live-desk.ts';
export { customerLiveRoutes, deskLiveRoutes } from './live-routes.ts';
