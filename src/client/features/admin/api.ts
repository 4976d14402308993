import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type {
  AdminTicketListQuery,
  AdminTicketListResponse,
  UpdateAdminTicketRequest,
} from '#shared/schemas/admin-tickets.ts';
import type { SessionResponse, SignInRequest } from '#shared/schemas/session.ts';
import type { AddResponseResponse, TicketWithResponses } from '#shared/schemas/ticket.ts';

/** Cache keys: everything under `all` belongs to the signed-in admin and goes on sign-out. */
export const adminKeys = {
  all: ['admin'] as const,
  session: () => [...adminKeys.all, 'session'] as const,
  lists: () => [...adminKeys.all, 'tickets'] as const,
  list: (query: AdminTicketListQuery) => [...adminKeys.lists(), query] as const,
  detail: (id: string) => [...adminKeys.all, 'ticket', id] as const,
};

export function adminSignIn(request: SignInRequest): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('POST', '/auth/admin/sign-in', request);
}

export function signOut(): Promise<void> {
  return apiRequest<void>('POST', '/auth/sign-out');
}

function fetchSession(): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('GET', '/auth/session');
}

function listQueryString({ page, search, status }: AdminTicketListQuery): string {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  return params.toString();
}

export function fetchAdminTickets(query: AdminTicketListQuery, signal?: AbortSignal) {
  return apiRequest<AdminTicketListResponse>('GET', `/admin/tickets?${listQueryString(query)}`, undefined, {
    signal,
  });
}

export function updateTicketStatus(id: string, request: UpdateAdminTicketRequest) {
  return apiRequest<unknown>('PATCH', `/admin/tickets/${encodeURIComponent(id)}`, request);
}

/** Confirms the server still knows the admin's session before the dashboard trusts the mirror. */
export function useAdminSessionCheck() {
  return useQuery({ queryKey: adminKeys.session(), queryFn: fetchSession, staleTime: 60_000 });
}

export function useAdminTickets(query: AdminTicketListQuery) {
  return useQuery({
    queryKey: adminKeys.list(query),
    queryFn: ({ signal }) => fetchAdminTickets(query, signal),
    // The page being left stays on screen until the next one arrives, so typing does not flicker.
    placeholderData: keepPreviousData,
  });
}

export function fetchAdminTicket(id: string): Promise<TicketWithResponses> {
  return apiRequest<TicketWithResponses>('GET', `/admin/tickets/${encodeURIComponent(id)}`);
}

export function postAdminResponse(id: string, text: string): Promise<AddResponseResponse> {
  return apiRequest<AddResponseResponse>('POST', `/admin/tickets/${encodeURIComponent(id)}/responses`, {
    text,
  });
}

export function useAdminTicket(id: string) {
  return useQuery({ queryKey: adminKeys.detail(id), queryFn: () => fetchAdminTicket(id) });
}
