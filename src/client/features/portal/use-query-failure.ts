import { useEffect } from 'react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useEndSessionOnLoss } from '#client/lib/session/account-session.tsx';
import { showToast } from '#client/lib/toast.ts';

/**
 * What a failed query means for the page: a 401 ends the session (the sign-in card shows, no toast);
 * any other failure raises the 'Error' toast with `message`.
 */
export function useQueryFailure(error: unknown, isError: boolean, message: string) {
  const { portal: t } = useAccountMessages();
  const sessionLost = useEndSessionOnLoss(error);
  const failed = isError && !sessionLost;
  useEffect(() => {
    if (failed) showToast('error', t.toast.errorTitle, message);
  }, [failed, t, message]);
  return { sessionLost, failed };
}
