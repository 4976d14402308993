import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { MyTicketsPage } from '#shared/schemas/my-tickets.ts';
import type { SessionResponse, SignInRequest } from '#shared/schemas/session.ts';
import type { AddResponseResponse, TicketEnvelope, TicketWithResponses } from '#shared/schemas/ticket.ts';

/** Cache keys: everything under `all` belongs to the signed-in customer and goes on sign-out. */
export const myTicketKeys = {
  all: ['my-tickets'] as const,
  page: (page: number) => [...myTicketKeys.all, 'page', page] as const,
  detail: (id: string) => [...myTicketKeys.all, 'detail', id] as const,
};

export function signIn(request: SignInRequest): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('POST', '/auth/sign-in', request);
}

export function signOut(): Promise<void> {
  return apiRequest<void>('POST', '/auth/sign-out');
}

export function fetchMyTickets(page: number): Promise<MyTicketsPage> {
  return apiRequest<MyTicketsPage>('GET', `/tickets?page=${page}`);
}

export function fetchMyTicket(id: string): Promise<TicketWithResponses> {
  return apiRequest<TicketWithResponses>('GET', `/tickets/${encodeURIComponent(id)}`);
}

export function postResponse(id: string, text: string): Promise<AddResponseResponse> {
  return apiRequest<AddResponseResponse>('POST', `/tickets/${encodeURIComponent(id)}/responses`, { text });
}

export function closeTicket(id: string): Promise<TicketEnvelope> {
  return apiRequest<TicketEnvelope>('PATCH', `/tickets/${encodeURIComponent(id)}`, { status: 'closed' });
}

/** Sign-in fetches the first page for its welcome count; the list reuses it instead of asking again. */
const LIST_FRESH_MS = 30_000;

export function useMyTickets(page: number) {
  return useQuery({
    queryKey: myTicketKeys.page(page),
    queryFn: () => fetchMyTickets(page),
    staleTime: LIST_FRESH_MS,
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useMyTicket(id: string) {
  return useQuery({ queryKey: myTicketKeys.detail(id), queryFn: () => fetchMyTicket(id) });
}
