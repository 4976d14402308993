import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { liveRefresh } from '#client/lib/live-refresh.ts';
import { fetchMyTicket, fetchMyTickets, myTicketKeys } from './api.ts';

/** Sign-in fetches the first page for its welcome count; the list reuses it instead of asking again. */
const LIST_FRESH_MS = 30_000;

export function useMyTickets(page: number) {
  return useQuery({
    queryKey: myTicketKeys.page(page),
    queryFn: () => fetchMyTickets(page),
    staleTime: LIST_FRESH_MS,
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
    // New replies and status changes from the team appear without a reload.
    ...liveRefresh,
  });
}

export function useMyTicket(id: string) {
  return useQuery({ queryKey: myTicketKeys.detail(id), queryFn: () => fetchMyTicket(id), ...liveRefresh });
}
