import { z } from 'zod';
import { deskRoles, EMAIL_MAX_LENGTH } from '#shared/constants.ts';
import { languages } from '#shared/language.ts';
import { typedText } from '#shared/schemas/typed-text.ts';

export const sessionTypeSchema = z.enum(['user', 'admin']);

export type SessionType = z.infer<typeof sessionTypeSchema>;

/** Emails are compared and stored trimmed and lowercased. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email({ error: 'Enter a valid email address.' }));

/** What the browser sends instead of a password: SHA-256(password + lowercased email) as hex. */
export const passwordDigestSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'Password hash must be 64 lowercase hexadecimal characters.');

export const signInRequestSchema = z.object({
  email: emailSchema,
  passwordHash: passwordDigestSchema,
});

export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const sessionSchema = z.object({
  email: z.string(),
  type: sessionTypeSchema,
  /** Milliseconds since the epoch, as the browser's support_session entry stores it. */
  authenticatedAt: z.number().int(),
  expiresAt: z.number().int(),
  /** A desk account's role: what its pages offer (the server checks it on every call). */
  role: z.enum(deskRoles).optional(),
  /** The language a desk member chose in Your account: the desk switches to it when they sign in. */
  language: z.enum(languages).optional(),
});

export type Session = z.infer<typeof sessionSchema>;

export const sessionResponseSchema = z.object({ session: sessionSchema });

export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** An admin's sign-in; `code` (a TOTP code or a recovery code) once the password alone is not enough. */
export const adminSignInRequestSchema = signInRequestSchema.extend({
  code: typedText('The code').trim().max(32, 'The code must be at most 32 characters.').optional(),
});

export type AdminSignInRequest = z.infer<typeof adminSignInRequestSchema>;

export const twoFactorEnrolmentSchema = z.object({
  /** base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code: an SVG data URL. */
  qrCode: z.string(),
});

export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** What a sign-in still needs once the password matched: a code, or enrolment first. */
export const secondFactorChallengeSchema = z.discriminatedUnion('required', [
  z.object({ required: z.literal('code') }),
  z.object({ required: z.literal('enrolment'), enrolment: twoFactorEnrolmentSchema }),
]);

export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

export const adminSignInResponseSchema = z.union([
  sessionResponseSchema.extend({
    /** Shown once, right after a sign-in that completed enrolment. */
    recoveryCodes: z.array(z.string()).optional(),
  }),
  z.object({ secondFactor: secondFactorChallengeSchema }),
]);

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** ADMIN_REQUIRE_2FA: enrolment is mandatory at the next sign-in. */
  required: z.boolean(),
});

export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const confirmTwoFactorRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code is the 6 digits your app shows.'),
});

export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
