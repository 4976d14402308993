import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TicketResponse, TicketWithResponses } from '#shared/schemas/ticket.ts';

/** Shows a reply the server has just stored in the cached conversation, before any reload. */
export function appendCachedResponse(
  queryClient: QueryClient,
  key: QueryKey,
  response: TicketResponse,
): void {
  queryClient.setQueryData<TicketWithResponses>(
    key,
    (current) => current && { ...current, responses: [...current.responses, response] },
  );
}
