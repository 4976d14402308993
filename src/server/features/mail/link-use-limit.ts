import type { RateLimitRule } from '#server/http/rate-limit.ts';

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
