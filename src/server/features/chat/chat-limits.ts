import type { RateLimitRule } from '#server/http/rate-limit.ts';

/** A person reads each answer before asking again; a script looping on the (possibly paid) model does not. */
export const chatPerAddress: RateLimitRule = {
  name: 'chat:address',
  limit: 20,
  windowMs: 5 * 60 * 1000,
  message: 'Too many chat messages from your network. Please wait a few minutes and try again.',
};
