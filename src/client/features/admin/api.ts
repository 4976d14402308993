import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, json } from '#client/lib/api-client.ts';
import { liveRefresh } from '#client/lib/live-refresh.ts';
import { fetchSession } from '#client/lib/session/session-api.ts';
import type {
  AdminTicketListQuery,
  DeskResponseRequest,
  UpdateAdminTicketRequest,
} from '#shared/schemas/admin-tickets.ts';
import type { AuditListQuery } from '#shared/schemas/audit.ts';
import type { Health } from '#shared/schemas/health.ts';
import type { PresenceRequest } from '#shared/schemas/live.ts';

/** Cache keys: everything under `all` belongs to the signed-in admin and goes on sign-out. */
export const adminKeys = {
  all: ['admin'] as const,
  session: () => [...adminKeys.all, 'session'] as const,
  lists: () => [...adminKeys.all, 'tickets'] as const,
  list: (query: AdminTicketListQuery) => [...adminKeys.lists(), query] as const,
  details: () => [...adminKeys.all, 'ticket'] as const,
  detail: (id: string) => [...adminKeys.details(), id] as const,
  twoFactor: () => [...adminKeys.all, 'two-factor'] as const,
  audit: (query: AuditListQuery) => [...adminKeys.all, 'audit', query] as const,
  mail: (page: number) => [...adminKeys.all, 'mail', page] as const,
  notifications: () => [...adminKeys.all, 'notifications'] as const,
  inbound: (page: number) => [...adminKeys.all, 'inbound', page] as const,
  health: () => [...adminKeys.all, 'health'] as const,
};

/** The list's query string: only the filters in use, so equal queries share one URL. */
function listQuery({ page, search, status, view, order }: AdminTicketListQuery) {
  return {
    page: String(page),
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(view !== 'all' ? { view } : {}),
    ...(order !== 'activity' ? { order } : {}),
  };
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
    // New tickets, replies and status changes appear without a reload; counts come in the same answer.
    ...liveRefresh,
  });
}

export function fetchAdminTicket(id: string) {
  return json(api.admin.tickets[':id'].$get({ param: { id } }));
}

export function postAdminResponse(id: string, reply: DeskResponseRequest) {
  return json(api.admin.tickets[':id'].responses.$post({ param: { id }, json: reply }));
}

/** How often an open ticket asks again while one of its replies' emails is queued: no event says it left. */
const QUEUED_MAIL_REFRESH_MS = 5_000;

export function useAdminTicket(id: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: adminKeys.detail(id),
    queryFn: () => fetchAdminTicket(id),
    enabled,
    ...liveRefresh,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.state === 'queued')
        ? QUEUED_MAIL_REFRESH_MS
        : liveRefresh.refetchInterval(),
  });
}

/** Tells the desk (every instance) that the caller has this ticket's dialog open, types in it, or left it. */
export function sendPresence(request: PresenceRequest) {
  return api.admin.live.presence.$post({ json: request });
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

export function useOutbox(page: number) {
  return useQuery({
    queryKey: adminKeys.mail(page),
    queryFn: ({ signal }) =>
      json(api.admin.mail.$get({ query: { page: String(page) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
    // Queued messages turn Sent (or Failed) while the page is open.
    ...liveRefresh,
  });
}

export function useDeskNotifications() {
  return useQuery({
    queryKey: adminKeys.notifications(),
    queryFn: () => json(api.admin.mail.notifications.$get()),
  });
}

export function setDeskNotifications(enabled: boolean) {
  return json(api.admin.mail.notifications.$put({ json: { enabled } }));
}

export function useInboundMail(page: number) {
  return useQuery({
    queryKey: adminKeys.inbound(page),
    queryFn: ({ signal }) =>
      json(api.admin.mail.inbound.$get({ query: { page: String(page) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
    // Messages are processed, and arrive, while the page is open.
    ...liveRefresh,
  });
}

export function addHeldMail({ id, ticketId }: { id: string; ticketId: string }) {
  return json(api.admin.mail.inbound[':id'].ticket.$post({ param: { id }, json: { ticketId } }));
}

export function discardHeldMail(id: string) {
  return json(api.admin.mail.inbound[':id'].discard.$post({ param: { id } }));
}

/** The health check's answer, 503 included: its body then says which part is down. */
export async function fetchHealth(): Promise<Health> {
  const response = await fetch('/api/health');
  return (await response.json()) as Health;
}

/** The system's state for the dashboard, checked again every 15 s. */
export function useSystemHealth() {
  return useQuery({ queryKey: adminKeys.health(), queryFn: fetchHealth, refetchInterval: 15_000 });
}
