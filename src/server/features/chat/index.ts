// What other features and the server's composition may use of chat; the rest is its own (docs/decisions/import-boundaries.md).
export { chatRoutes } from './routes.ts';
