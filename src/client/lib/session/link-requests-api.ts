import { api } from '#client/lib/api-client.ts';
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
