import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '#shared/constants.ts';

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
});

export type Session = z.infer<typeof sessionSchema>;

export const sessionResponseSchema = z.object({ session: sessionSchema });

export type SessionResponse = z.infer<typeof sessionResponseSchema>;
