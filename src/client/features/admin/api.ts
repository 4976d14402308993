import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, json } from '#client/lib/api-client.ts';
import { fetchSession } from '#client/lib/session/session-api.ts';
import type { AdminTicketListQuery, UpdateAdminTicketRequest } from '#shared/schemas/admin-tickets.ts';
import type { AuditListQuery } from '#shared/schemas/audit.ts';

/** Cache keys: everything under `all` belongs to the signed-in admin and goes on sign-out. */
export const adminKeys = {
  all: ['admin'] as const,
  session: () => [...adminKeys.all, 'session'] as const,
  lists: () => [...adminKeys.all, 'tickets'] as const,
  list: (query: AdminTicketListQuery) => [...adminKeys.lists(), query] as const,
  detail: (id: string) => [...adminKeys.all, 'ticket', id] as const,
  twoFactor: () => [...adminKeys.all, 'two-factor'] as const,
  audit: (query: AuditListQuery) => [...adminKeys.all, 'audit', query] as const,
};

/** The list's query string: only the filters in use, so equal queries share one URL. */
function listQuery({ page, search, status }: AdminTicketListQuery) {
  return { page: String(page), ...(search ? { search } : {}), ...(status ? { status } : {}) };
}

export function fetchAdminTickets(query: AdminTicketListQuery, signal?: AbortSignal) {
  return json(api.admin.tickets.$get({ query: listQuery(query) }, { init: { signal } }));
}

export function updateTicketStatus(id: string, request: UpdateAdminTicketRequest) {
  return json(api.admin.tickets[':id'].$patch({ param: { id }, json: request }));
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

export function fetchAdminTicket(id: string) {
  return json(api.admin.tickets[':id'].$get({ param: { id } }));
}

export function postAdminResponse(id: string, text: string) {
  return json(api.admin.tickets[':id'].responses.$post({ param: { id }, json: { text } }));
}

export function useAdminTicket(id: string) {
  return useQuery({ queryKey: adminKeys.detail(id), queryFn: () => fetchAdminTicket(id) });
}

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: adminKeys.twoFactor(),
    queryFn: () => json(api.admin['two-factor'].$get()),
  });
}

export function startTwoFactorEnrolment() {
  return json(api.admin['two-factor'].enrolment.$post());
}

export function confirmTwoFactorEnrolment(code: string) {
  return json(api.admin['two-factor'].confirmation.$post({ json: { code } }));
}
/** The audit trail's query string: only the filters in use. */
function auditQuery({ page, kind, person }: AuditListQuery) {
  return { page: String(page), ...(kind ? { kind } : {}), ...(person ? { person } : {}) };
}

export function useAuditEntries(query: AuditListQuery) {
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => json(api.admin.audit.$get({ query: auditQuery(query) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}

export function deleteAdminTicket(id: string) {
  return api.admin.tickets[':id'].$delete({ param: { id } });
}
