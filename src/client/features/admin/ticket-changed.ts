import { ApiError } from '#client/lib/api-fetch.ts';

/** The server refused a reply or note because the ticket has new messages: the form asks, no toast. */
export function isTicketChanged(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ticket_changed';
}
