import { z } from 'zod';

const UNPAIRED_SURROGATE = /\p{Cs}/u;

/**
 * Text a person typed into `field`. PostgreSQL stores neither NUL in text nor an unpaired UTF-16
 * surrogate in jsonb (the outbox keeps each message's data there): refusing both here keeps such input
 * a 400 rather than a 500, whichever operation takes it.
 */
export function typedText(field: string) {
  return z
    .string({ error: `${field} must be text.` })
    .refine((text) => !text.includes('\u0000'), `${field} must not contain NUL characters.`)
    .refine(
      (text) => !UNPAIRED_SURROGATE.test(text),
      `${field} must be valid Unicode text: it contains an unpaired surrogate.`,
    );
}
