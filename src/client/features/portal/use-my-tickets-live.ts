import { useQueryClient } from '@tanstack/react-query';
import { useLiveStream } from '#client/lib/use-live-stream.ts';
import { myTicketKeys } from './api.ts';

/** The customer's live stream: a reply or a status change on one of their tickets reloads it in place. */
export function useMyTicketsLive(): void {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: myTicketKeys.all });
  useLiveStream('/api/tickets/live', { onTicket: reload, onCatchUp: reload });
}
