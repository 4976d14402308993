import { z } from 'zod';

/** Line breaks (C0's, NEL, U+2028 and U+2029) and control characters other than tab. */
const NOT_ONE_LINE = /[^\P{Cc}\t]|[\u2028\u2029]/u;

/**
 * Text a person typed into `field`, line breaks allowed. What no text may hold (NUL, the other C0
 * controls, an unpaired surrogate) is refused for every operation at once, before its schema
 * (src/server/http/invalid-text.ts).
 */
export function typedText(field: string) {
  return z.string({ error: `${field} must be text.` });
}

/** Text typed on one line (a name, a subject, a title), trimmed: no line break or control character. */
export function typedLine(field: string) {
  return typedText(field)
    .trim()
    .refine(
      (text) => !NOT_ONE_LINE.test(text),
      `${field} must be one line of text, without line breaks or control characters.`,
    );
}
