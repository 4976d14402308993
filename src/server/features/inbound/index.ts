// What other features and the server's composition may use of inbound; the rest is its own (docs/decisions/import-boundaries.md).
export { adminInboundRoutes } from './admin-inbound-routes.ts';
export { type ImapReader, startImapReader } from './imap-reader.ts';
export { inboundRoutes } from './inbound-routes.ts';
export { startInboundSweeper } from './inbound-sweeper.ts';
export { MESSAGE_MAX_BYTES } from './message-limits.ts';
export { processInbound } from './process-inbound.ts';
export { purgeUnaddedMail } from './purge-unadded-mail.ts';
export { stopReadingMail } from './read-mail-off-thread.ts';
export { PROCESS_INBOUND_TASK, rawOf } from './store-inbound.ts';
