import { ApiError } from '#client/lib/api-fetch.ts';
import type { ownAccount } from '#client/locales/en/own-account.ts';

/** What the current password's field says when the server refused it: wrong, or too many tries. */
export function currentPasswordProblem(error: unknown, t: typeof ownAccount): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'invalid_credentials') return t.wrongPassword;
  if (error.status === 429) return t.tooManyTries;
  return undefined;
}
