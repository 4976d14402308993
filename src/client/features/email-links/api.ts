import { useQuery } from '@tanstack/react-query';
import { api, json } from '#client/lib/api-client.ts';
import { ApiError } from '#client/lib/api-fetch.ts';
import type { Language } from '#shared/language.ts';

/**
 * A link that is used, expired, altered or replaced (410), or whose token cannot be one (400): the
 * page says so plainly. Anything else (the network, the server) is worth another try.
 */
export function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 410 || error.status === 400);
}

/** Too many links opened from this network (the server's limit per client address). */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/** Which address a confirmation link confirms, without using it up. */
export function checkConfirmationLink(token: string) {
  return json(api.auth['confirm-email'].link.$post({ json: { token } }));
}

/** Confirms the address with the password typed on the link's page; the customer is signed in. */
export function confirmEmail(token: string, passwordHash: string, language: Language) {
  return json(api.auth['confirm-email'].$post({ json: { token, passwordHash, language } }));
}

/** Whose password a reset link changes, without using it up. */
export function checkResetLink(token: string) {
  return json(api.auth['password-reset'].link.$post({ json: { token } }));
}

export function completePasswordReset(token: string, passwordHash: string) {
  return json(api.auth['password-reset'].complete.$post({ json: { token, passwordHash } }));
}

function useCheckedLink<Data>(kind: string, token: string, check: (token: string) => Promise<Data>) {
  return useQuery({
    queryKey: [kind, token],
    queryFn: () => check(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Whose password the link changes; asking does not use the link up. */
export const useResetLink = (token: string) => useCheckedLink('reset-link', token, checkResetLink);

/** Which address the link confirms; asking does not use the link up. */
export const useConfirmationLink = (token: string) =>
  useCheckedLink('confirmation-link', token, checkConfirmationLink);

export function turnOffNotices(token: string) {
  return json(api.mail['turn-off'].$post({ json: { token } }));
}

/** Answers 'How did we do?' for the ticket the link's token names; a comment left out is kept. */
export function answerSatisfaction(token: string, rating: 'good' | 'bad', comment?: string) {
  return json(
    api.satisfaction.$post({ json: { token, rating, ...(comment === undefined ? {} : { comment }) } }),
  );
}
