import { postJson } from '#client/lib/api-fetch.ts';
import type { Language } from '#shared/language.ts';
import type { AccountKind } from '#shared/schemas/email-links.ts';

/** Asks for a reset link: the server answers 202 whether or not the account exists. */
export async function requestPasswordReset(email: string, account: AccountKind, language: Language) {
  await postJson('/api/auth/password-reset', { email, account, language });
}

/** 'Send the link again' for an address that is not confirmed yet (202 for any address). */
export async function resendConfirmation(email: string, language: Language) {
  await postJson('/api/auth/resend-confirmation', { email, language });
}
