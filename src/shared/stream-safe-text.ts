/** Unicode's bound on combining marks in a row for text that is processed as a stream (UAX #15). */
const MAX_MARKS_IN_A_ROW = 30;

const longMarkRuns = new RegExp(`(\\p{M}{${MAX_MARKS_IN_A_ROW}})\\p{M}+`, 'gu');

/**
 * `text` with no more than 30 combining marks in a row, the rest of a longer run left out: normalizing
 * (NFC, NFD) sorts each run of marks in quadratic time, so a name of 64,000 alternating accents took a
 * second. No written language stacks 30 marks on one letter.
 */
export function streamSafe(text: string): string {
  return text.replace(longMarkRuns, '$1');
}
