// What other features and the server's composition may use of health; the rest is its own (docs/decisions/import-boundaries.md).
export { healthRoutes } from './routes.ts';
