/**
 * Longest accepted text per ticket field. Kept free of zod so the browser can read the limits
 * (input maxLength) without loading the schema library.
 */
export const ticketLimits = {
  name: 100,
  subject: 200,
  description: 5000,
  response: 5000,
} as const;
