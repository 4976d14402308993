// What the ticket form and the API agree on, free of zod so the browser's form does not load it.

/** Spec §9: a new email's password needs at least this many characters (checked in the browser). */
export const PASSWORD_MIN_LENGTH = 6;

/** Error codes of POST /api/tickets the dialog tells apart. */
export const ticketSubmissionErrors = {
  passwordRequired: 'password_required',
  passwordAlreadySet: 'password_already_set',
} as const;
