import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { atMostEvery } from '#client/lib/at-most-every.ts';
import { useLiveStream } from '#client/lib/use-live-stream.ts';
import { myTicketKeys } from './api.ts';

/** A burst of events reloads the customer's tickets at most this often, not at each. */
const RELOAD_MS = 1_000;

/** The customer's live stream: a reply or a status change on one of their tickets reloads it in place. */
export function useMyTicketsLive(): void {
  const queryClient = useQueryClient();
  const reload = useMemo(
    () => atMostEvery(RELOAD_MS, () => void queryClient.invalidateQueries({ queryKey: myTicketKeys.all })),
    [queryClient],
  );
  useLiveStream('/api/tickets/live', { onTicket: reload, onCatchUp: reload });
}
