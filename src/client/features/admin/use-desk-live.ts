import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { atMostEvery } from '#client/lib/at-most-every.ts';
import { useLiveStream } from '#client/lib/use-live-stream.ts';
import { adminKeys } from './api.ts';

/** A busy desk's events reload the list at most this often, so 200 open desks do not ask at every one. */
const LIST_RELOAD_MS = 1_000;

/** The desk's live stream: a changed ticket reloads the list and that ticket, in place. */
export function useDeskLive(): void {
  const queryClient = useQueryClient();
  const reloadList = useMemo(
    () =>
      atMostEvery(LIST_RELOAD_MS, () => void queryClient.invalidateQueries({ queryKey: adminKeys.lists() })),
    [queryClient],
  );
  useLiveStream('/api/admin/live', {
    onTicket: ({ ticketId }) => {
      reloadList();
      void queryClient.invalidateQueries({ queryKey: adminKeys.detail(ticketId) });
    },
    onCatchUp: () => {
      reloadList();
      void queryClient.invalidateQueries({ queryKey: adminKeys.details() });
    },
  });
}
