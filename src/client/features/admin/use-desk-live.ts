import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { atMostEvery } from '#client/lib/at-most-every.ts';
import { useLiveStream } from '#client/lib/use-live-stream.ts';
import { adminKeys } from './api.ts';

/**
 * A busy desk's events reload the list, and the tickets they name, at most this often: 200 open desks
 * do not ask at every event, and a burst of replies to an open ticket does not restart its loading at each.
 */
const RELOAD_MS = 1_000;

/** The desk's live stream: a changed ticket reloads the list and that ticket, in place. */
export function useDeskLive(): void {
  const queryClient = useQueryClient();
  const reload = useMemo(() => {
    const changed = new Set<string>();
    const reloadChanged = atMostEvery(RELOAD_MS, () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.lists() });
      for (const ticketId of changed)
        void queryClient.invalidateQueries({ queryKey: adminKeys.detail(ticketId) });
      changed.clear();
    });
    return (ticketId?: string) => {
      if (ticketId) changed.add(ticketId);
      reloadChanged();
    };
  }, [queryClient]);
  useLiveStream('/api/admin/live', {
    onTicket: ({ ticketId }) => reload(ticketId),
    onCatchUp: () => {
      reload();
      void queryClient.invalidateQueries({ queryKey: adminKeys.details() });
    },
  });
}
