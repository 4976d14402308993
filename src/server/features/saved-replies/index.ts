// What other features and the server's composition may use of saved-replies; the rest is its own (docs/decisions/import-boundaries.md).
export { savedReplyRoutes } from './saved-reply-routes.ts';
