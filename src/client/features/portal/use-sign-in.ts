import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#client/lib/api-fetch.ts';
import { useDeskSession } from '#client/lib/desk-session.tsx';
import { useMessages } from '#client/lib/i18n.tsx';
import { showToast } from '#client/lib/toast.ts';
import type { SignInValues } from '#client/lib/use-sign-in-form.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { fetchMyTickets, myTicketKeys, signIn } from './api.ts';

/** Checks the credentials on the server, then greets the customer with their ticket count (spec §8). */
export function useSignIn() {
  const { portal: t } = useMessages();
  const { begin } = useDeskSession();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);

  async function verify(email: string, password: string) {
    try {
      return (await signIn({ email, passwordHash: await passwordDigest(password, email) })).session;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        showToast('error', t.toast.invalidTitle, t.toast.invalid);
      } else if (error instanceof ApiError && error.status === 429) {
        showToast('error', t.toast.errorTitle, t.toast.rateLimited);
      } else if (error instanceof ApiError) {
        showToast('error', t.toast.errorTitle, t.toast.verifyFailed);
      } else {
        console.error('Sign-in failed', error);
        showToast('error', t.toast.errorTitle, t.toast.authFailed);
      }
      return null;
    }
  }

  async function greet() {
    try {
      const firstPage = await fetchMyTickets(1);
      queryClient.setQueryData(myTicketKeys.page(1), firstPage);
      showToast('success', t.toast.welcomeTitle, t.toast.welcome(firstPage.total));
    } catch {
      // The list shows its own error; the sign-in itself worked.
      showToast('success', t.toast.signedInTitle, t.toast.signedIn);
    }
  }

  async function submit(values: SignInValues): Promise<boolean> {
    const email = values.email.trim().toLowerCase();
    if (!email || !values.password) {
      showToast('error', t.toast.missingTitle, t.toast.missing);
      return false;
    }
    if (submitting) return false;
    setSubmitting(true);
    try {
      const session = await verify(email, values.password);
      if (!session) return false;
      await greet();
      begin(session);
      return true;
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, submit };
}
