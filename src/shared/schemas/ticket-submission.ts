import { z } from 'zod';
import { ticketLimits } from '#shared/constants.ts';
import { defaultLanguage, languages } from '#shared/language.ts';
import { attachmentTokensSchema } from '#shared/schemas/attachments.ts';
import { emailSchema, passwordDigestSchema } from '#shared/schemas/session.ts';
import { ticketSchema } from '#shared/schemas/ticket.ts';
import { typedLine, typedText } from '#shared/schemas/typed-text.ts';

/** The honeypot field is never shown to people; anything longer than this is not a form field. */
const HONEYPOT_MAX_LENGTH = 500;

function required(text: z.ZodString, field: string, maxLength: number) {
  return text
    .trim()
    .min(1, `${field} is required.`)
    .max(maxLength, `${field} must be at most ${maxLength} characters.`);
}

export const emailStatusRequestSchema = z.object({ email: emailSchema });

export type EmailStatusRequest = z.infer<typeof emailStatusRequestSchema>;

export const emailStatusResponseSchema = z.object({ hasPassword: z.boolean() });

export type EmailStatusResponse = z.infer<typeof emailStatusResponseSchema>;

export const submitTicketRequestSchema = z.object({
  email: emailSchema,
  name: required(typedLine('Name'), 'Name', ticketLimits.name),
  subject: required(typedLine('Subject'), 'Subject', ticketLimits.subject),
  description: required(typedText('Description'), 'Description', ticketLimits.description),
  /** Only for an email without a password: its first ticket sets it. */
  passwordHash: passwordDigestSchema.optional(),
  /** The form's language: the messages about this ticket are written in it. */
  language: z.enum(languages).default(defaultLanguage),
  /** The tokens of the files uploaded for this ticket. */
  attachments: attachmentTokensSchema.optional(),
  /** Honeypot: hidden from people, so a value means a bot filled the form. */
  website: typedText('website').max(HONEYPOT_MAX_LENGTH).optional(),
});

export type SubmitTicketRequest = z.infer<typeof submitTicketRequestSchema>;

/**
 * What became of a first ticket's link to confirm its address: mailed, or held back while its inbox,
 * its domain or the whole product has had as many as an hour allows ('Send the link again' later).
 */
export const confirmationMailSchema = z.enum(['sent', 'held']);

export type ConfirmationMail = z.infer<typeof confirmationMailSchema>;

export const submitTicketResponseSchema = z.object({
  ticket: ticketSchema,
  /** Only for a first ticket, which brings a password. */
  confirmation: confirmationMailSchema.optional(),
});

export type SubmitTicketResponse = z.infer<typeof submitTicketResponseSchema>;
