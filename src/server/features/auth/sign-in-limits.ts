import type { RateLimitRule } from '#server/http/rate-limit.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_DAY = 24 * 60 * 60 * 1000;

const customerMessage = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** Per address: a shared office network may have several people signing in. */
export const signInPerAddress: RateLimitRule = {
  name: 'sign-in:address',
  limit: 20,
  windowMs: FIFTEEN_MINUTES,
  message: customerMessage,
};

/** Per email: slows guessing one account's password from many addresses. */
export const signInPerEmail: RateLimitRule = {
  name: 'sign-in:email',
  limit: 10,
  windowMs: FIFTEEN_MINUTES,
  message: customerMessage,
};

const adminMessage = 'Too many sign-in attempts. Please wait before trying again.';
/** A guesser who waits out a lockout gets a lockout twice as long next time, up to a day. */
const backoff = { maxMs: ONE_DAY, memoryMs: ONE_DAY };

/** Tighter than the customers' limits: an admin account opens every ticket. */
export const adminSignInPerAddress: RateLimitRule = {
  name: 'admin-sign-in:address',
  limit: 10,
  windowMs: FIFTEEN_MINUTES,
  message: adminMessage,
  backoff,
};

export const adminSignInPerEmail: RateLimitRule = {
  name: 'admin-sign-in:email',
  limit: 5,
  windowMs: FIFTEEN_MINUTES,
  message: adminMessage,
  backoff,
};
