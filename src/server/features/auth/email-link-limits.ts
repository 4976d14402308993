import type { RateLimitRule } from '#server/http/rate-limit.ts';

const ONE_HOUR = 60 * 60 * 1000;

const message = 'Too many emails asked for. Please wait a while and try again.';

/** Each message lands in someone's inbox: a few per address per hour is plenty for its owner. */
export const emailLinkPerEmail: RateLimitRule = {
  name: 'email-link:email',
  limit: 3,
  windowMs: ONE_HOUR,
  message,
};

export const emailLinkPerAddress: RateLimitRule = {
  name: 'email-link:address',
  limit: 10,
  windowMs: ONE_HOUR,
  message,
};

/**
 * Opening links (confirm, reset, turn off): a token is 256 random bits, so this only damps floods; an
 * office behind one address opens many.
 */
export const linkUsePerAddress: RateLimitRule = {
  name: 'link-use:address',
  limit: 60,
  windowMs: 15 * 60 * 1000,
  message: 'Too many links opened from your network. Please wait a few minutes and try again.',
};
