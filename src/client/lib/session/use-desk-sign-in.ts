import { useState } from 'react';
import { showToast } from '#client/lib/toast.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import type { SessionType } from '#shared/schemas/session.ts';
import { useDeskSession } from './desk-session.tsx';
import { signIn } from './session-api.ts';
import type { SignInValues } from './use-sign-in-form.ts';

/** What a desk adds to the shared sign-in: its toasts, and what it does before showing the session. */
export interface DeskSignInOptions {
  type: SessionType;
  /** Title and text of the toast for a blank email or password. */
  missingToast: [string, string];
  onFailure: (error: unknown) => void;
  onSignedIn: () => Promise<void> | void;
}

/**
 * Email + password sign-in for either desk: the email is trimmed and lowercased, the browser sends
 * only the password's digest, and the page shows the session once the server has started it.
 */
export function useDeskSignIn({ type, missingToast, onFailure, onSignedIn }: DeskSignInOptions) {
  const { begin } = useDeskSession();
  const [submitting, setSubmitting] = useState(false);

  /** Resolves true once signed in. */
  async function submit(values: SignInValues): Promise<boolean> {
    const email = values.email.trim().toLowerCase();
    if (!email || !values.password) {
      showToast('error', ...missingToast);
      return false;
    }
    if (submitting) return false;
    setSubmitting(true);
    try {
      const { session } = await signIn(type, {
        email,
        passwordHash: await passwordDigest(values.password, email),
      });
      await onSignedIn();
      begin(session);
      return true;
    } catch (error) {
      onFailure(error);
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, submit };
}
