import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { showToast } from '#client/lib/toast.ts';
import { adminKeys } from './api.ts';
import { assignTicket } from './team-api.ts';

/** Gives the ticket to a member or to nobody; the list, its view counts and the ticket reload. */
export function useAssignment(ticketId: string) {
  const { team: t, admin } = useAccountMessages();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assigneeId: string | null) => assignTicket(ticketId, assigneeId),
    onSuccess: ({ assignee }) => {
      showToast(
        'success',
        t.assignee.savedTitle,
        assignee ? t.assignee.assigned(assignee.name) : t.assignee.cleared,
      );
    },
    onError: () => {
      showToast('error', admin.toast.errorTitle, t.assignee.failed);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.detail(ticketId) }),
      ]),
  });
}
