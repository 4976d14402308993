import { useRef, useState } from 'react';
import { ApiError } from '#client/lib/api-fetch.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import { adminSignIn } from '#client/lib/session/sign-in-api.ts';
import { usePasswordSignIn } from '#client/lib/session/use-password-sign-in.ts';
import { signInMessages, useSignInMessages } from '#client/lib/sign-in-messages.tsx';
import { showToast } from '#client/lib/toast.ts';
import type { Language } from '#shared/language.ts';
import type { SecondFactorChallenge } from '#shared/schemas/session.ts';

/**
 * Admin sign-in with the product's toasts: the password first, then, once two-factor sign-in is on
 * (or required), the code the server asks for. Recovery codes from an enrolment at sign-in are shown
 * before the dashboard.
 */
export function useAdminSignIn() {
  const { admin: t } = useSignInMessages();
  const { language, setLanguage } = useLanguage();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const savedCodes = useRef<() => void>(() => {});

  function fail(error: unknown) {
    if (error instanceof ApiError && error.code === 'invalid_second_factor') {
      showToast('error', t.toast.loginFailedTitle, t.twoFactor.invalidCode);
    } else if (error instanceof ApiError && error.status === 401) {
      setChallenge(null);
      showToast('error', t.toast.loginFailedTitle, t.toast.loginFailed);
    } else if (error instanceof ApiError && error.status === 429) {
      showToast('error', t.toast.loginFailedTitle, t.toast.rateLimited);
    } else {
      console.error('Admin sign-in failed', error);
      showToast('error', t.toast.errorTitle, t.toast.authFailed);
    }
  }

  /**
   * The desk opens in the member's saved language (chosen in Your account, maybe in another browser),
   * remembered for this browser's next pages too; answers the sign-in's strings in it.
   */
  async function followSavedLanguage(saved: Language | undefined) {
    if (!saved || saved === language) return t;
    await setLanguage(saved);
    return (await signInMessages.load(saved)).admin;
  }

  /** Resolves once the admin has seen the codes, so the dashboard opens only after that. */
  function showRecoveryCodes(codes: string[]): Promise<void> {
    setRecoveryCodes(codes);
    return new Promise((resolve) => {
      savedCodes.current = resolve;
    });
  }

  const signIn = usePasswordSignIn({
    send: (credentials) => adminSignIn({ ...credentials, code: challenge ? code.trim() : undefined }),
    missingToast: [t.toast.missingTitle, t.toast.missing],
    onFailure: fail,
    onSecondFactor: (next) => {
      setChallenge(next);
      setCode('');
    },
    onSignedIn: async (answer) => {
      if ('recoveryCodes' in answer && answer.recoveryCodes) await showRecoveryCodes(answer.recoveryCodes);
      const { toast } = await followSavedLanguage(answer.session.language);
      showToast('success', toast.loginSuccessTitle, toast.loginSuccess);
    },
  });

  return {
    ...signIn,
    challenge,
    code,
    setCode,
    recoveryCodes,
    acknowledgeRecoveryCodes: () => savedCodes.current(),
  };
}
