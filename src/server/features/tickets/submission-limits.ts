import type { RateLimitRule } from '#server/http/rate-limit.ts';

const ONE_MINUTE = 60 * 1000;
const ONE_HOUR = 60 * ONE_MINUTE;

/** The dialog checks as the visitor types (debounced), so a person stays far below this. */
export const emailStatusPerAddress: RateLimitRule = {
  name: 'email-status:address',
  limit: 60,
  windowMs: ONE_MINUTE,
  message: 'Too many email checks. Please wait a minute and try again.',
};

/** Generous for a shared office network, tight enough to stop a script filling the desk. */
export const ticketSubmitPerAddress: RateLimitRule = {
  name: 'ticket-submit:address',
  limit: 20,
  windowMs: ONE_HOUR,
  message: 'Too many tickets submitted from your network. Please wait an hour and try again.',
};

/**
 * Stops a script spread over many addresses from flooding one customer's ticket list; counted per inbox
 * (see `inboxKey`), so no spelling of an address gets another 10.
 */
export const ticketSubmitPerInbox: RateLimitRule = {
  name: 'ticket-submit:inbox',
  limit: 10,
  windowMs: ONE_HOUR,
  message: 'Too many tickets submitted for this email. Please wait an hour and try again.',
};
