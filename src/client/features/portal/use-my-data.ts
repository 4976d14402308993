import { useMutation } from '@tanstack/react-query';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { isSessionLost, useAccountSession } from '#client/lib/session/account-session.tsx';
import { showToast } from '#client/lib/toast.ts';
import { deleteMyAccount, fetchMyDataArchive } from './api.ts';
import { saveFile } from './save-file.ts';

/** The customer's copy of their data, and the deletion of their account, with their toasts. */
export function useMyData() {
  const { portal: t } = useAccountMessages();
  const { end } = useAccountSession();

  function failed(error: unknown, message: string) {
    if (isSessionLost(error)) return end();
    showToast('error', t.toast.errorTitle, message);
  }

  const download = useMutation({
    mutationFn: fetchMyDataArchive,
    onSuccess: (data) => {
      saveFile(data.name, data.archive);
      showToast('success', t.yourData.downloadedTitle, t.yourData.downloaded);
    },
    onError: (error) => failed(error, t.yourData.downloadFailed),
  });

  const remove = useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: () => {
      showToast('success', t.yourData.deletedTitle, t.yourData.deleted);
      end();
    },
    onError: (error) => failed(error, t.yourData.deleteFailed),
  });

  return { download, remove };
}
