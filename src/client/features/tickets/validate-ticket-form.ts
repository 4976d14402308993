import { PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import type { EmailStatus } from './use-email-status.ts';

export interface TicketFormValues {
  email: string;
  name: string;
  subject: string;
  description: string;
  password: string;
  /** The honeypot: people never see it, so it stays empty unless a bot fills it. */
  website: string;
}

export const emptyTicketForm: TicketFormValues = {
  email: '',
  name: '',
  subject: '',
  description: '',
  password: '',
  website: '',
};

export type TicketFormProblem = 'missing' | 'missingWithPassword' | 'invalidEmail' | 'shortPassword';

// The server validates the email strictly; this only catches what a person can fix at once.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the visitor must fix before the ticket can be sent, or null. */
export function ticketFormProblem(values: TicketFormValues, status: EmailStatus): TicketFormProblem | null {
  const needsPassword = status === 'new';
  const required = [values.email, values.name, values.subject, values.description];
  const blank = required.some((value) => value.trim() === '');
  if (needsPassword && (blank || values.password === '')) return 'missingWithPassword';
  if (blank) return 'missing';
  if (!EMAIL_SHAPE.test(values.email.trim())) return 'invalidEmail';
  if (needsPassword && values.password.length < PASSWORD_MIN_LENGTH) return 'shortPassword';
  return null;
}

export type TicketField = 'email' | 'password' | 'name' | 'subject' | 'description';

export type FieldProblem = 'required' | 'invalidEmail' | 'shortPassword';

/** What is wrong with each field, for the marks under them; the toast says it for the whole form. */
export function ticketFieldProblems(
  values: TicketFormValues,
  status: EmailStatus,
): Partial<Record<TicketField, FieldProblem>> {
  const problems: Partial<Record<TicketField, FieldProblem>> = {};
  const email = values.email.trim();
  if (email === '') problems.email = 'required';
  else if (!EMAIL_SHAPE.test(email)) problems.email = 'invalidEmail';
  if (status === 'new') {
    if (values.password === '') problems.password = 'required';
    else if (values.password.length < PASSWORD_MIN_LENGTH) problems.password = 'shortPassword';
  }
  for (const field of ['name', 'subject', 'description'] as const) {
    if (values[field].trim() === '') problems[field] = 'required';
  }
  return problems;
}
