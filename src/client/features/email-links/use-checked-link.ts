import { useCallback, useEffect, useState } from 'react';
import { checkConfirmationLink, checkResetLink } from './password-links-api.ts';

/** A link's check as its page sees it. */
export interface CheckedLinkState<Data> {
  data: Data | undefined;
  error: unknown;
  isError: boolean;
  /** Checks again; the failure stays on the page until the new answer. */
  refetch: () => void;
}

// A check asked twice at once (React's StrictMode runs effects twice) is sent once.
const pending = new Map<string, Promise<unknown>>();

function checkOnce<Data>(key: string, check: () => Promise<Data>): Promise<Data> {
  const known = pending.get(key);
  if (known) return known as Promise<Data>;
  const asked = check().finally(() => pending.delete(key));
  pending.set(key, asked);
  return asked;
}

/**
 * Checks an emailed link's token once (never with no token), without retrying: a plain effect, not
 * TanStack Query, so the link-page client loads none of it (docs/decisions/link-page-client.md).
 */
function useCheckedLink<Data>(
  kind: string,
  token: string,
  check: (token: string) => Promise<Data>,
): CheckedLinkState<Data> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ data?: Data; error?: unknown; isError: boolean }>({
    isError: false,
  });
  useEffect(() => {
    if (token === '') return;
    let current = true;
    checkOnce(`${kind} ${token} ${attempt}`, () => check(token)).then(
      (data) => {
        if (current) setAnswer({ data, isError: false });
      },
      (error: unknown) => {
        if (current) setAnswer({ error, isError: true });
      },
    );
    return () => {
      current = false;
    };
  }, [kind, token, check, attempt]);
  const refetch = useCallback(() => setAttempt((count) => count + 1), []);
  return { data: answer.data, error: answer.error, isError: answer.isError, refetch };
}

/** Whose password the link changes; asking does not use the link up. */
export const useResetLink = (token: string) => useCheckedLink('reset-link', token, checkResetLink);

/** Which address the link confirms; asking does not use the link up. */
export const useConfirmationLink = (token: string) =>
  useCheckedLink('confirmation-link', token, checkConfirmationLink);
