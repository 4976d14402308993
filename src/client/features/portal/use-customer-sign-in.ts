import { useRef, useState } from 'react';
import { ApiError } from '#client/lib/api-fetch.ts';
import { fetchFirstTicketPage, signIn, type TicketPage } from '#client/lib/session/sign-in-api.ts';
import { usePasswordSignIn } from '#client/lib/session/use-password-sign-in.ts';
import { useSignInMessages } from '#client/lib/sign-in-messages.tsx';
import { showToast } from '#client/lib/toast.ts';
import type { SignInRequest } from '#shared/schemas/session.ts';

/**
 * Checks the credentials on the server, then greets the customer with their ticket count, handing that
 * first page to `keepFirstPage` (the app's list shows it without asking again; the sign-in client has no
 * cache to keep it in). A right password for an address not confirmed yet leaves `unconfirmedEmail` set,
 * so the card can offer the link again.
 */
export function useCustomerSignIn(keepFirstPage?: (page: TicketPage) => void) {
  const { portal: t } = useSignInMessages();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const attemptedEmail = useRef('');

  function fail(error: unknown) {
    if (error instanceof ApiError && error.code === 'email_not_confirmed') {
      setUnconfirmedEmail(attemptedEmail.current);
    } else if (error instanceof ApiError && error.status === 401) {
      showToast('error', t.toast.invalidTitle, t.toast.invalid);
    } else if (error instanceof ApiError && error.status === 429) {
      showToast('error', t.toast.errorTitle, t.toast.rateLimited);
    } else if (error instanceof ApiError) {
      showToast('error', t.toast.errorTitle, t.toast.verifyFailed);
    } else {
      console.error('Sign-in failed', error);
      showToast('error', t.toast.errorTitle, t.toast.authFailed);
    }
  }

  async function greet() {
    try {
      const firstPage = await fetchFirstTicketPage();
      keepFirstPage?.(firstPage);
      showToast('success', t.toast.welcomeTitle, t.toast.welcome(firstPage.total));
    } catch {
      // The list shows its own error; the sign-in itself worked.
      showToast('success', t.toast.signedInTitle, t.toast.signedIn);
    }
  }

  function send(credentials: SignInRequest) {
    attemptedEmail.current = credentials.email;
    setUnconfirmedEmail(null);
    return signIn(credentials);
  }

  const signInState = usePasswordSignIn({
    send,
    missingToast: [t.toast.missingTitle, t.toast.missing],
    onFailure: fail,
    onSignedIn: greet,
  });
  return { ...signInState, unconfirmedEmail };
}
