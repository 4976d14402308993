import type { RateLimitRule } from '#server/http/rate-limit.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_DAY = 24 * 60 * 60 * 1000;

/** Which counters one sign-in counts under (docs/decisions/admin-sign-in-backoff.md). */
export interface SignInLimits {
  /** Every attempt from one client address. */
  perAddress: RateLimitRule;
  /** Attempts from a browser whose device cookie names the email: the owner's usual browser. */
  perDevice: RateLimitRule;
  /** Attempts on one email from every client without such a cookie, together. */
  perEmail: RateLimitRule;
}

const customerMessage = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** A shared office network may have several people signing in from one address. */
export const customerSignInLimits: SignInLimits = {
  perAddress: { name: 'sign-in:address', limit: 20, windowMs: FIFTEEN_MINUTES, message: customerMessage },
  perDevice: { name: 'sign-in:device', limit: 10, windowMs: FIFTEEN_MINUTES, message: customerMessage },
  perEmail: { name: 'sign-in:email', limit: 10, windowMs: FIFTEEN_MINUTES, message: customerMessage },
};

const adminMessage = 'Too many sign-in attempts. Please wait before trying again.';
/** A guesser who waits out a lockout gets a lockout twice as long next time, up to a day. */
const backoff = { maxMs: ONE_DAY, memoryMs: ONE_DAY };

/** Tighter than the customers' limits: an admin account opens every ticket. */
export const adminSignInLimits: SignInLimits = {
  perAddress: {
    name: 'admin-sign-in:address',
    limit: 10,
    windowMs: FIFTEEN_MINUTES,
    message: adminMessage,
    backoff,
  },
  perDevice: {
    name: 'admin-sign-in:device',
    limit: 5,
    windowMs: FIFTEEN_MINUTES,
    message: adminMessage,
    backoff,
  },
  perEmail: {
    name: 'admin-sign-in:email',
    limit: 5,
    windowMs: FIFTEEN_MINUTES,
    message: adminMessage,
    backoff,
  },
};

/**
 * A signed-in member's current password, checked before a change of email or password: the admins'
 * numbers and back-off, counted per session (docs/decisions/current-password-checks-per-session.md).
 */
export const sessionPasswordLimit: RateLimitRule = {
  ...adminSignInLimits.perDevice,
  name: 'session-password:session',
  message: 'Too many wrong passwords. Please wait before trying again.',
};
