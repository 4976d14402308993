// What other features and the server's composition may use of inbound; the rest is its own (docs/decisions/import-boundaries.md).
export { processInbound } from './process-inbound.ts';
export { PROCESS_INBOUND_TASK, storeInbound } from './store-inbound.ts';
