import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { isSessionLost, useAccountSession } from '#client/lib/session/account-session.tsx';
import { showToast } from '#client/lib/toast.ts';
import type { TicketWithResponses } from '#shared/schemas/ticket.ts';
import { disownTicket, myTicketKeys, verifyTicket } from './api.ts';

/**
 * 'Yes, I filed this' and 'Not mine' on a ticket filed with the customer's email without signing in;
 * both reload the list. `onRemoved` leaves the ticket that no longer exists.
 */
export function useTicketOwnership(id: string, onRemoved: () => void) {
  const { portal: t } = useAccountMessages();
  const { end } = useAccountSession();
  const queryClient = useQueryClient();

  function failed(error: unknown, message: string) {
    if (isSessionLost(error)) return end();
    showToast('error', t.toast.errorTitle, message);
  }

  const verify = useMutation({
    mutationFn: () => verifyTicket(id),
    onSuccess: async ({ ticket }) => {
      queryClient.setQueryData<TicketWithResponses>(
        myTicketKeys.detail(id),
        (current) => current && { ...current, ticket },
      );
      showToast('success', t.toast.claimedTitle, t.toast.claimed);
      await queryClient.invalidateQueries({ queryKey: myTicketKeys.all });
    },
    onError: (error) => failed(error, t.toast.claimFailed),
  });

  const disown = useMutation({
    mutationFn: () => disownTicket(id),
    onSuccess: async () => {
      showToast('success', t.toast.removedTitle, t.toast.removed);
      queryClient.removeQueries({ queryKey: myTicketKeys.detail(id) });
      // The list is not on screen: refetched before going back to it, so the ticket is gone there.
      await queryClient.invalidateQueries({ queryKey: myTicketKeys.all, refetchType: 'all' });
      onRemoved();
    },
    onError: (error) => failed(error, t.toast.removeFailed),
  });

  return { verify, disown };
}
