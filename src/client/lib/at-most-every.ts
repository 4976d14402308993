/**
 * `run` at once, then at most once every `ms`: calls in between are folded into one at the end of the
 * wait, so the last call is never lost.
 */
export function atMostEvery(ms: number, run: () => void): () => void {
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let again = false;
  const settle = () => {
    waiting = undefined;
    if (!again) return;
    again = false;
    run();
    waiting = setTimeout(settle, ms);
  };
  return () => {
    if (waiting) {
      again = true;
      return;
    }
    run();
    waiting = setTimeout(settle, ms);
  };
}
