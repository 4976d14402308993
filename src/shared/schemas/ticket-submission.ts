import { z } from 'zod';
import { ticketLimits } from '#shared/constants.ts';
import { defaultLanguage, languages } from '#shared/language.ts';
import { emailSchema, passwordDigestSchema } from '#shared/schemas/session.ts';
import { ticketSchema } from '#shared/schemas/ticket.ts';

/** The honeypot field is never shown to people; anything longer than this is not a form field. */
const HONEYPOT_MAX_LENGTH = 500;

function requiredText(field: string, maxLength: number) {
  return (
    z
      .string({ error: `${field} must be text.` })
      .trim()
      .min(1, `${field} is required.`)
      .max(maxLength, `${field} must be at most ${maxLength} characters.`)
      // PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400 rather than a 500.
      .refine((text) => !text.includes('\u0000'), `${field} must not contain NUL characters.`)
  );
}

export const emailStatusRequestSchema = z.object({ email: emailSchema });

export type EmailStatusRequest = z.infer<typeof emailStatusRequestSchema>;

export const emailStatusResponseSchema = z.object({ hasPassword: z.boolean() });

export type EmailStatusResponse = z.infer<typeof emailStatusResponseSchema>;

export const submitTicketRequestSchema = z.object({
  email: emailSchema,
  name: requiredText('Name', ticketLimits.name),
  subject: requiredText('Subject', ticketLimits.subject),
  description: requiredText('Description', ticketLimits.description),
  /** Only for an email without a password: its first ticket sets it. */
  passwordHash: passwordDigestSchema.optional(),
  /** The form's language: the messages about this ticket are written in it. */
  language: z.enum(languages).default(defaultLanguage),
  /** Honeypot: hidden from people, so a value means a bot filled the form. */
  website: z.string().max(HONEYPOT_MAX_LENGTH).optional(),
});

export type SubmitTicketRequest = z.infer<typeof submitTicketRequestSchema>;

export const submitTicketResponseSchema = z.object({ ticket: ticketSchema });

export type SubmitTicketResponse = z.infer<typeof submitTicketResponseSchema>;
