// What other features and the server's composition may use of tickets; the rest is its own (docs/decisions/import-boundaries.md).
export { addNote } from './add-note.ts';
export { assignTicket } from './assign-ticket.ts';
export { changeTicketStatus } from './change-status.ts';
export { conversation } from './conversation.ts';
export { deleteTicket } from './delete-ticket.ts';
export { type EmailedTicket, openEmailedTicket } from './email-ticket.ts';
export { myTicketRoutes } from './my-ticket-routes.ts';
export { signNotMine } from './not-mine-link.ts';
export { notMineLinkRoutes } from './not-mine-link-routes.ts';
export { addResponse, bumpLastActivity, listResponses, responseBody, writeResponse } from './responses.ts';
export { ticketSubmissionRoutes } from './submission-routes.ts';
export { type TicketRow, ticketBody } from './ticket-body.ts';
export {
  type EventOnTicket,
  nextTicketEvents,
  reactedTo,
  reactionLagSeconds,
  type TicketEventRow,
} from './ticket-event-queue.ts';
export { recordTicketEvent, type TicketEventDetails } from './ticket-events.ts';
