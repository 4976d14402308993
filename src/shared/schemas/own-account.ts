import { z } from 'zod';
import { languages } from '#shared/language.ts';
import { emailSchema, passwordDigestSchema } from './session.ts';
import { displayNameSchema } from './team.ts';

/** The signed-in member's own account, as /admin/account shows it. */
export const ownAccountSchema = z.object({
  email: z.string(),
  name: z.string(),
  language: z.enum(languages),
  /** A new address waiting for its link to be opened, or null. */
  pendingEmail: z.string().nullable(),
  /** Still the address the first start made up: the dashboard asks for a real one first. */
  generatedEmail: z.boolean(),
});

export type OwnAccount = z.infer<typeof ownAccountSchema>;

export const ownAccountResponseSchema = z.object({ account: ownAccountSchema });

/** A name and a language of the desk and of one's emails. */
export const updateOwnAccountRequestSchema = z
  .object({ name: displayNameSchema, language: z.enum(languages) })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send a name or a language.');

/**
 * Both digests are of the same typed password: the current one with the current email (to check it)
 * and with the new email (the password stays the one the member knows, its digest follows the address).
 */
export const changeOwnEmailRequestSchema = z.object({
  email: emailSchema,
  passwordHash: passwordDigestSchema,
  newPasswordHash: passwordDigestSchema,
});

export type ChangeOwnEmailRequest = z.infer<typeof changeOwnEmailRequestSchema>;

export const confirmOwnEmailRequestSchema = z.object({ token: z.string().min(1).max(200) });

export const changeOwnPasswordRequestSchema = z.object({
  passwordHash: passwordDigestSchema,
  newPasswordHash: passwordDigestSchema,
});
