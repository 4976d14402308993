/** A surrogate not in a pair: with the `u` flag, a pair is one code point and never matches. */
const UNPAIRED_SURROGATE = /\p{Cs}/gu;

/**
 * Text PostgreSQL can store, whatever a stranger sent: NUL (refused in `text`) and unpaired surrogates
 * (refused in `jsonb`) become U+FFFD, and at most `max` characters are kept (a pair cut in half too).
 */
export function storableText(text: string, max = Number.POSITIVE_INFINITY): string {
  const cut = text.length > max ? text.slice(0, max) : text;
  return cut.replaceAll('\u0000', '\uFFFD').replace(UNPAIRED_SURROGATE, '\uFFFD');
}
