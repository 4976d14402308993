import type { RateLimitRule } from '#server/http/rate-limit.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const message = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** Per address: a shared office network may have several people signing in. */
export const signInPerAddress: RateLimitRule = {
  name: 'sign-in:address',
  limit: 20,
  windowMs: FIFTEEN_MINUTES,
  message,
};

/** Per email: slows guessing one account's password from many addresses. */
export const signInPerEmail: RateLimitRule = {
  name: 'sign-in:email',
  limit: 10,
  windowMs: FIFTEEN_MINUTES,
  message,
};
