import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchEmailStatus } from './api.ts';

/** Unknown until a check answers; known = the email has a password, new = it has none. */
export type EmailStatus = 'unknown' | 'known' | 'new';

export const EMAIL_CHECK_DELAY_MS = 400;

interface Answer {
  email: string;
  status: EmailStatus;
}

function normalize(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Follows the typed email: once it contains an '@', a debounced check asks the server. Only the
 * newest check may set the status, so an answer that arrives late never overwrites a newer one.
 * The last answer stays shown while the next check runs, so the form does not flicker as people type.
 */
export function useEmailStatus(email: string, delayMs = EMAIL_CHECK_DELAY_MS) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const latestCheck = useRef(0);

  const check = useCallback(async (target: string, signal?: AbortSignal): Promise<EmailStatus> => {
    const id = ++latestCheck.current;
    try {
      const { hasPassword } = await fetchEmailStatus(target, signal);
      const status: EmailStatus = hasPassword ? 'known' : 'new';
      if (id === latestCheck.current) setAnswer({ email: target, status });
      return status;
    } catch (error) {
      if (signal?.aborted) return 'unknown';
      console.error('Email status check failed', error);
      if (id === latestCheck.current) setAnswer(null);
      return 'unknown';
    }
  }, []);

  useEffect(() => {
    const target = normalize(email);
    if (!target.includes('@')) {
      latestCheck.current++;
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => void check(target, controller.signal), delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
      // Whatever is still in flight now answers for an email that is no longer typed.
      latestCheck.current++;
    };
  }, [email, delayMs, check]);

  /** The status of exactly this email: the last answer if it is for it, else a check right now. */
  const confirm = useCallback(
    (current: string): Promise<EmailStatus> => {
      const target = normalize(current);
      if (answer?.email === target) return Promise.resolve(answer.status);
      return check(target);
    },
    [answer, check],
  );

  /** Asks again, e.g. after the server said the email's state changed since the last answer. */
  const refresh = useCallback((current: string) => void check(normalize(current)), [check]);

  // Derived, not only set by the effect: a cleared form shows 'unknown' in the same render.
  const status = normalize(email).includes('@') ? (answer?.status ?? 'unknown') : 'unknown';
  return { status, confirm, refresh };
}
