// What other features and the server's composition may use of notices; the rest is its own (docs/decisions/import-boundaries.md).
export { DESK_DIGEST_TASK, sendDeskDigest } from './desk-digest.ts';
export { sendTicketEventNotices } from './ticket-event-notices.ts';
