import { ApiError } from '#client/lib/api-fetch.ts';
import { useMessages } from '#client/lib/i18n.tsx';
import { useDeskSignIn } from '#client/lib/session/use-desk-sign-in.ts';
import { useDeskSignOut } from '#client/lib/session/use-desk-sign-out.ts';
import { showToast } from '#client/lib/toast.ts';

/** Admin sign-in with the product's toasts. */
export function useAdminSignIn() {
  const { admin: t } = useMessages();

  function fail(error: unknown) {
    if (error instanceof ApiError && error.status === 401) {
      showToast('error', t.toast.loginFailedTitle, t.toast.loginFailed);
    } else if (error instanceof ApiError && error.status === 429) {
      showToast('error', t.toast.loginFailedTitle, t.toast.rateLimited);
    } else {
      console.error('Admin sign-in failed', error);
      showToast('error', t.toast.errorTitle, t.toast.authFailed);
    }
  }

  return useDeskSignIn({
    type: 'admin',
    missingToast: [t.toast.missingTitle, t.toast.missing],
    onFailure: fail,
    onSignedIn: () => showToast('success', t.toast.loginSuccessTitle, t.toast.loginSuccess),
  });
}

/** Ends the admin's session; the page shows the login form again. */
export function useAdminSignOut() {
  const { admin: t } = useMessages();
  return useDeskSignOut(() => showToast('success', t.toast.signedOutTitle, t.toast.signedOut));
}
