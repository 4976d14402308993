import { SESSION_LIFETIME_MS } from '#shared/constants.ts';

const now = Date.now();

/** The session an opened link signs a customer in with, as the server answers it. */
export const linkSession = {
  email: 'ada@example.com',
  type: 'user',
  authenticatedAt: now,
  expiresAt: now + SESSION_LIFETIME_MS,
};

/** The server's answer to a used, expired or altered link. */
export const deadLink = {
  status: 410,
  body: { error: { code: 'invalid_link', message: 'This link is no longer valid.' } },
};
