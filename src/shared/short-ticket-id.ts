// Free of zod, so the browser's ticket lists do not load it.

export const SHORT_ID_LENGTH = 8;

/** The ticket's reference as customers quote it: the id's first 8 characters. */
export function ticketReference(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}

/** Ticket ids are shown as their first 8 characters, then an ellipsis. */
export function shortTicketId(id: string): string {
  return `${ticketReference(id)}...`;
}
