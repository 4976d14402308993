// What other features and the server's composition may use of analytics; the rest is its own (docs/decisions/import-boundaries.md).

export { analyticsRoutes } from './analytics-routes.ts';
export { countAnalyticsDaysFor } from './day-counts-settings.ts';
export { signSatisfaction } from './satisfaction-link.ts';
export { satisfactionRoutes } from './satisfaction-routes.ts';
export { ticketMeasuresReaction } from './ticket-measures.ts';
