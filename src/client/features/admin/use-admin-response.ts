import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAttachmentMessages } from '#client/components/attachments/attachment-messages.ts';
import { attachmentProblem } from '#client/components/attachments/attachment-problem.ts';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { ApiError } from '#client/lib/api-fetch.ts';
import { appendCachedResponse } from '#client/lib/ticket-cache.ts';
import { showToast } from '#client/lib/toast.ts';
import type { DeskResponseRequest } from '#shared/schemas/admin-tickets.ts';
import { adminKeys, postAdminResponse } from './api.ts';
import { isTicketChanged } from './ticket-changed.ts';

/** Sends the admin's answer; the conversation and the list's response count reload afterwards. */
export function useAdminResponse(ticketId: string) {
  const { admin: t } = useAccountMessages();
  const { refused } = useAttachmentMessages();
  const queryClient = useQueryClient();
  const detailKey = adminKeys.detail(ticketId);
  return useMutation({
    mutationFn: (reply: DeskResponseRequest) => postAdminResponse(ticketId, reply),
    onSuccess: ({ response }, reply) => {
      appendCachedResponse(queryClient, detailKey, response);
      // Its files are listed with the ticket's.
      if (reply.attachments) void queryClient.invalidateQueries({ queryKey: detailKey });
      showToast('success', t.toast.responseSentTitle, t.toast.responseSent);
    },
    onError: (error) => {
      if (isTicketChanged(error)) return;
      console.error('Admin response failed', error);
      const fileProblem = error instanceof ApiError && attachmentProblem(refused, error.code);
      showToast('error', t.toast.errorTitle, fileProblem || t.toast.responseFailed);
    },
    // Not awaited: the reply box clears as the reply appears, not after the list has reloaded.
    onSettled: (_data, error) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.lists() });
      // 409: the ticket was closed, or written on, meanwhile; show it as it is now.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: detailKey });
      }
    },
  });
}
