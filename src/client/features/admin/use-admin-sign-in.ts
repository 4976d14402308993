import { useState } from 'react';
import { ApiError } from '#client/lib/api-fetch.ts';
import { useDeskSession } from '#client/lib/desk-session.tsx';
import { useMessages } from '#client/lib/i18n.tsx';
import { showToast } from '#client/lib/toast.ts';
import type { SignInValues } from '#client/lib/use-sign-in-form.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { adminSignIn, signOut } from './api.ts';

/** Admin sign-in with the spec's toasts (§5, §8); the browser sends only the password's digest. */
export function useAdminSignIn() {
  const { admin: t } = useMessages();
  const { begin } = useDeskSession();
  const [submitting, setSubmitting] = useState(false);

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

  /** Resolves true once signed in. */
  async function submit(values: SignInValues): Promise<boolean> {
    const email = values.email.trim().toLowerCase();
    if (!email || !values.password) {
      showToast('error', t.toast.missingTitle, t.toast.missing);
      return false;
    }
    if (submitting) return false;
    setSubmitting(true);
    try {
      const { session } = await adminSignIn({
        email,
        passwordHash: await passwordDigest(values.password, email),
      });
      showToast('success', t.toast.loginSuccessTitle, t.toast.loginSuccess);
      begin(session);
      return true;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, submit };
}

/** Ends the server session, then the page's; the page shows the login form again. */
export function useAdminSignOut() {
  const { admin: t } = useMessages();
  const { end } = useDeskSession();
  return async () => {
    try {
      await signOut();
    } catch (error) {
      // The cookie may outlive a failed call, but this browser forgets the session either way.
      console.error('Sign-out failed', error);
    }
    end();
    showToast('success', t.toast.signedOutTitle, t.toast.signedOut);
  };
}
