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

/** Which address a confirmation link confirms, without using it up. */
export function checkConfirmationLink(token: string) {
  return json(api.auth['confirm-email'].link.$post({ json: { token } }));
}

/** Confirms the address with the password typed on the link's page; the customer is signed in. */
export function confirmEmail(token: string, passwordHash: string, language: Language) {
  return json(api.auth['confirm-email'].$post({ json: { token, passwordHash, language } }));
}

/** Whose password a reset link changes, without using it up. */
export function checkResetLink(token: string) {
  return json(api.auth['password-reset'].link.$post({ json: { token } }));
}

export function completePasswordReset(token: string, passwordHash: string) {
  return json(api.auth['password-reset'].complete.$post({ json: { token, passwordHash } }));
}
