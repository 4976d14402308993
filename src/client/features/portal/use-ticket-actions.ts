import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAttachmentMessages } from '#client/components/attachments/attachment-messages.ts';
import { attachmentProblem } from '#client/components/attachments/attachment-problem.ts';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { ApiError } from '#client/lib/api-fetch.ts';
import { isSessionLost, useAccountSession } from '#client/lib/session/account-session.tsx';
import { appendCachedResponse } from '#client/lib/ticket-cache.ts';
import { showToast } from '#client/lib/toast.ts';
import type { AddResponseRequest, TicketWithResponses } from '#shared/schemas/ticket.ts';
import { closeTicket, myTicketKeys, postResponse } from './api.ts';

/** Answering and closing one ticket, with the product's toasts; both reload the ticket and the list. */
export function useTicketActions(id: string) {
  const { portal: t } = useAccountMessages();
  const { refused } = useAttachmentMessages();
  const { end } = useAccountSession();
  const queryClient = useQueryClient();
  const detailKey = myTicketKeys.detail(id);

  function refresh() {
    return queryClient.invalidateQueries({ queryKey: myTicketKeys.all });
  }

  function failed(error: unknown, title: string, message: string) {
    if (isSessionLost(error)) return end();
    const fileProblem = error instanceof ApiError && attachmentProblem(refused, error.code);
    showToast('error', title, fileProblem || message);
    // 409: the ticket was closed meanwhile; show it as it is now.
    if (error instanceof ApiError && error.status === 409) void refresh();
  }

  const respond = useMutation({
    mutationFn: (reply: AddResponseRequest) => postResponse(id, reply),
    onSuccess: ({ response }) => {
      appendCachedResponse(queryClient, detailKey, response);
      showToast('success', t.toast.sentTitle, t.toast.sent);
      // Not awaited: the form clears (mutate's onSuccess) as the reply appears, not after the list reloads.
      void refresh();
    },
    onError: (error) => failed(error, t.toast.sendFailedTitle, t.toast.sendFailed),
  });

  const close = useMutation({
    mutationFn: () => closeTicket(id),
    onSuccess: async ({ ticket }) => {
      queryClient.setQueryData<TicketWithResponses>(
        detailKey,
        (current) => current && { ...current, ticket },
      );
      showToast('success', t.toast.closedTitle, t.toast.closed);
      await refresh();
    },
    onError: (error) => failed(error, t.toast.errorTitle, t.toast.closeFailed),
  });

  return { respond, close };
}
