import { useQuery } from '@tanstack/react-query';
import { api, json } from '#client/lib/api-client.ts';
import { ApiError } from '#client/lib/api-fetch.ts';
import { checkResetLink, confirmEmail } from '#client/lib/session/email-links-api.ts';

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

const confirmations = new Map<string, ReturnType<typeof confirmEmail>>();

/**
 * One request per token, however often the page mounts: the link works once, so a second request
 * (React's development double effects, a remount) would answer 'already used' to the first's success.
 * A failure is forgotten so Try Again asks again.
 */
export function confirmOnce(token: string): ReturnType<typeof confirmEmail> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = confirmEmail(token);
    confirmations.set(token, confirmation);
    confirmation.catch(() => confirmations.delete(token));
  }
  return confirmation;
}

/** Whose password the link changes; asking does not use the link up. */
export function useResetLink(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function turnOffNotices(token: string) {
  return json(api.mail['turn-off'].$post({ json: { token } }));
}
