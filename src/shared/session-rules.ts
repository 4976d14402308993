// Session constants both sides use, free of zod so the browser's desk pages do not load it.

export const SESSION_LIFETIME_MS = 86_400_000;

/** localStorage key of the browser's mirror of the server session (spec §3). */
export const SESSION_STORAGE_KEY = 'support_session';

export const SESSION_COOKIE_NAME = 'support_session';

export const EMAIL_MAX_LENGTH = 254;
