import { api, json } from '#client/lib/api-client.ts';
import type { Language } from '#shared/language.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';

/** Asks for a reset link: the server answers 202 whether or not the account exists. */
export async function requestPasswordReset(email: string, account: AccountKind, language: Language) {
  await api.auth['password-reset'].$post({ json: { email, account, language } });
}

/** 'Send the link again' for an address that is not confirmed yet (202 for any address). */
export async function resendConfirmation(email: string, language: Language) {
  await api.auth['resend-confirmation'].$post({ json: { email, language } });
}

/** Opens a confirmation link: the address is confirmed and the customer signed in. */
export function confirmEmail(token: string) {
  return json(api.auth['confirm-email'].$post({ json: { token } }));
}

/** Whose password a reset link changes, without using it up. */
export function checkResetLink(token: string) {
  return json(api.auth['password-reset'].link.$post({ json: { token } }));
}

export function completePasswordReset(token: string, passwordHash: string) {
  return json(api.auth['password-reset'].complete.$post({ json: { token, passwordHash } }));
}
