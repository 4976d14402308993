import { ApiError } from '#client/lib/api-fetch.ts';

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

/** The password typed is not the one chosen with the ticket (the confirmation page's check). */
export function isWrongPassword(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
