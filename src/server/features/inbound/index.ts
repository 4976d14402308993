// What other features and the server's composition may use of inbound; the rest is its own (docs/decisions/import-boundaries.md).

export { type ImapReader, startImapReader } from './imap-reader.ts';
export { INBOUND_SECRET_HEADER, inboundRoutes } from './inbound-routes.ts';
export { processInbound } from './process-inbound.ts';
export { PROCESS_INBOUND_TASK, storeInbound } from './store-inbound.ts';
