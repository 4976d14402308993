import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { api, json } from '#client/lib/api-client.ts';
import { appendCachedResponse } from '#client/lib/ticket-cache.ts';
import { showToast } from '#client/lib/toast.ts';
import type { DeskResponseRequest } from '#shared/schemas/admin-tickets.ts';
import { adminKeys } from './api.ts';
import { isTicketChanged } from './ticket-changed.ts';

function postAdminNote(id: string, note: DeskResponseRequest) {
  return json(api.admin.tickets[':id'].notes.$post({ param: { id }, json: note }));
}

/** Adds a note for the team; it appears in the conversation, marked, and the list's count follows. */
export function useAdminNote(ticketId: string) {
  const { team: t, admin } = useAccountMessages();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: DeskResponseRequest) => postAdminNote(ticketId, note),
    onSuccess: ({ response }) => {
      appendCachedResponse(queryClient, adminKeys.detail(ticketId), response);
      showToast('success', t.notes.addedTitle, t.notes.added);
    },
    onError: (error) => {
      if (isTicketChanged(error)) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.detail(ticketId) });
        return;
      }
      showToast('error', admin.toast.errorTitle, t.notes.failed);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.lists() }),
  });
}
