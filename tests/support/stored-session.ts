import { SESSION_LIFETIME_MS, SESSION_STORAGE_KEY } from '#shared/constants.ts';

/** The `support_session` entry a customer signed in just now leaves in the browser. */
export function storeCustomerSession(email = 'ada@example.com'): void {
  const now = Date.now();
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ email, type: 'user', authenticatedAt: now, expiresAt: now + SESSION_LIFETIME_MS }),
  );
}
