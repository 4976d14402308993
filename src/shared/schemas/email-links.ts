import { z } from 'zod';
import { confirmationPasswords } from '#shared/constants.ts';
import { defaultLanguage, languages } from '#shared/language.ts';
import { emailSchema, passwordDigestSchema, sessionSchema } from './session.ts';

/** A token from an emailed link: base64url, possibly with a signature after a dot. */
const linkTokenSchema = z
  .string()
  .min(1, 'The link has no token.')
  .max(1024, 'The link is too long.')
  .regex(/^[A-Za-z0-9_.-]+$/, 'The link is not valid.');

export const linkTokenRequestSchema = z.object({ token: linkTokenSchema });

export type LinkTokenRequest = z.infer<typeof linkTokenRequestSchema>;

const languageSchema = z.enum(languages).default(defaultLanguage);

/** Confirming an address. The language is the page's, the one the customer's emails are written in. */
export const confirmEmailRequestSchema = z.object({
  token: linkTokenSchema,
  passwordHash: passwordDigestSchema,
  // Without it, a caller sets the typed password, as before the page offered the choice.
  password: z.enum(confirmationPasswords).default('new'),
  language: languageSchema,
});

export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

/** Which address a confirmation link confirms: the page needs it to hash the password. */
export const confirmationLinkSchema = z.object({ email: z.string() });

export type ConfirmationLink = z.infer<typeof confirmationLinkSchema>;

/** 'Send the link again' for an address that is not confirmed yet. */
export const resendConfirmationRequestSchema = z.object({ email: emailSchema, language: languageSchema });

export type ResendConfirmationRequest = z.infer<typeof resendConfirmationRequestSchema>;

export const accountKindSchema = z.enum(['customer', 'admin']);

export type AccountKind = z.infer<typeof accountKindSchema>;

export const passwordResetRequestSchema = z.object({
  email: emailSchema,
  account: accountKindSchema,
  language: languageSchema,
});

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Whose password a reset link changes: the page needs the email to hash the new password. */
export const resetLinkSchema = z.object({ email: z.string(), account: accountKindSchema });

export type ResetLink = z.infer<typeof resetLinkSchema>;

export const completeResetRequestSchema = z.object({
  token: linkTokenSchema,
  passwordHash: passwordDigestSchema,
});

export type CompleteResetRequest = z.infer<typeof completeResetRequestSchema>;

/** A customer is signed in; an admin signs in again, so the second factor is never skipped. */
export const completeResetResponseSchema = z.object({
  account: accountKindSchema,
  session: sessionSchema.optional(),
});

export type CompleteResetResponse = z.infer<typeof completeResetResponseSchema>;

export const noticeKindSchema = z.enum(['replies', 'status', 'desk', 'satisfaction']);

export const turnOffResponseSchema = z.object({ notice: noticeKindSchema });

export type TurnOffResponse = z.infer<typeof turnOffResponseSchema>;
