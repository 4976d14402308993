import type { Answer, api } from '#client/lib/api-client.ts';
import { postJson } from '#client/lib/api-fetch.ts';
import type { ConfirmationPassword } from '#shared/constants.ts';
import type { Language } from '#shared/language.ts';

// With postJson and the typed client's types only, the link-page client loads no hono client
// (docs/decisions/link-page-client.md).
type ConfirmEmailApi = (typeof api.auth)['confirm-email'];
type PasswordResetApi = (typeof api.auth)['password-reset'];

/** Which address a confirmation link confirms, without using it up. */
export async function checkConfirmationLink(
  token: string,
): Promise<Answer<ConfirmEmailApi['link']['$post']>> {
  return (await postJson('/api/auth/confirm-email/link', { token })).json();
}

/**
 * Confirms the address with the password typed on the link's page, the ticket's (checked) or a new one;
 * the customer is signed in.
 */
export async function confirmEmail(
  token: string,
  passwordHash: string,
  password: ConfirmationPassword,
  language: Language,
): Promise<Answer<ConfirmEmailApi['$post']>> {
  return (await postJson('/api/auth/confirm-email', { token, passwordHash, password, language })).json();
}

/** Whose password a reset link changes, without using it up. */
export async function checkResetLink(token: string): Promise<Answer<PasswordResetApi['link']['$post']>> {
  return (await postJson('/api/auth/password-reset/link', { token })).json();
}

export async function completePasswordReset(
  token: string,
  passwordHash: string,
): Promise<Answer<PasswordResetApi['complete']['$post']>> {
  return (await postJson('/api/auth/password-reset/complete', { token, passwordHash })).json();
}
