import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { showToast } from '#client/lib/toast.ts';
import { adminKeys, deleteAdminTicket } from './api.ts';

/** Deletes a ticket with its replies; the list and its count cards reload before the dialog closes. */
export function useTicketDeletion(ticketId: string) {
  const { admin: t } = useAccountMessages();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAdminTicket(ticketId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: adminKeys.detail(ticketId) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.lists() });
      showToast('success', t.toast.deletedTitle, t.toast.deleted);
    },
    onError: (error) => {
      console.error('Ticket deletion failed', error);
      showToast('error', t.toast.errorTitle, t.toast.deleteFailed);
    },
  });
}
