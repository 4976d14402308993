/** The first wait before reopening a stream the server refused (a session ended, a restart, no database). */
const FIRST_MS = 1_000;
/** The waits double at each refusal in a row, up to this. */
const LONGEST_MS = 30_000;

/**
 * How long to wait before the next try after `refusals` in a row: doubling, drawn from the upper half so
 * that the pages one restart refused do not all come back at the same moment.
 */
export function reconnectDelay(refusals: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_MS, FIRST_MS * 2 ** refusals);
  return ceiling * (0.5 + random() / 2);
}
