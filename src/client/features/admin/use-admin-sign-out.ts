import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useSignOut } from '#client/lib/session/use-sign-out.ts';
import { showToast } from '#client/lib/toast.ts';

/** Ends the admin's session; the page shows the login form again. */
export function useAdminSignOut() {
  const { admin: t } = useAccountMessages();
  return useSignOut(() => showToast('success', t.toast.signedOutTitle, t.toast.signedOut));
}
