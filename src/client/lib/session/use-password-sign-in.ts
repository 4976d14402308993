import { useState } from 'react';
import { showToast } from '#client/lib/toast.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import type { SecondFactorChallenge, Session, SignInRequest } from '#shared/schemas/session.ts';
import { useAccountSession } from './account-session.tsx';
import type { SignInOutcome, SignInValues } from './use-sign-in-form.ts';

/** A sign-in call's answer: a session (with whatever else that sign-in returns), or a second step. */
export type SignInAnswer<Signed> = ({ session: Session } & Signed) | { secondFactor: SecondFactorChallenge };

/**
 * What the portal's or the admin's sign-in adds to the shared one: its call, its toasts, and what it does
 * before showing the session.
 */
export interface PasswordSignInOptions<Signed> {
  send: (credentials: SignInRequest) => Promise<SignInAnswer<Signed>>;
  /** Title and text of the toast for a blank email or password. */
  missingToast: [string, string];
  onFailure: (error: unknown) => void;
  onSignedIn: (answer: { session: Session } & Signed) => Promise<void> | void;
  onSecondFactor?: (challenge: SecondFactorChallenge) => void;
}

/**
 * Email + password sign-in for a customer or an admin: the email is trimmed and lowercased, the browser sends
 * only the password's digest, and the page shows the session once the server has started it.
 */
export function usePasswordSignIn<Signed>({
  send,
  missingToast,
  onFailure,
  onSignedIn,
  onSecondFactor,
}: PasswordSignInOptions<Signed>) {
  const { begin } = useAccountSession();
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: SignInValues): Promise<SignInOutcome> {
    const email = values.email.trim().toLowerCase();
    if (!email || !values.password) {
      showToast('error', ...missingToast);
      return 'refused';
    }
    if (submitting) return 'refused';
    setSubmitting(true);
    try {
      const answer = await send({ email, passwordHash: await passwordDigest(values.password, email) });
      if ('secondFactor' in answer) {
        onSecondFactor?.(answer.secondFactor);
        return 'second-factor';
      }
      await onSignedIn(answer);
      await begin(answer.session);
      return 'signed-in';
    } catch (error) {
      onFailure(error);
      return 'refused';
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, submit };
}
