import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { showToast } from '#client/lib/toast.ts';
import type { TicketStatus } from '#shared/constants.ts';
import { adminKeys, updateTicketStatus } from './api.ts';

/** Any status to any other; the list (and its counts) reloads afterwards. */
export function useStatusUpdate(ticketId: string) {
  const { admin: t } = useAccountMessages();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: TicketStatus) => updateTicketStatus(ticketId, { status }),
    onSuccess: (_ticket, status) => {
      showToast('success', t.toast.statusUpdatedTitle, t.toast.statusUpdated(status));
    },
    onError: (error) => {
      console.error('Status update failed', error);
      showToast('error', t.toast.errorTitle, t.toast.statusFailed);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.detail(ticketId) }),
      ]),
  });
}
