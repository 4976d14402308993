/** One server-sent event as a browser's EventSource gives it. */
export interface LiveEvent {
  event: string;
  data: unknown;
  /** performance.now() when its last byte arrived. */
  at: number;
}

/**
 * Reads a live stream's events as they come; `next` waits for the first one that `wanted` accepts
 * (events before it are passed over), failing after `timeoutMs`.
 */
export function liveEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const received: LiveEvent[] = [];
  let wake: (() => void) | undefined;
  let buffered = '';
  let ended = false;
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
        const lines = buffered.slice(0, end).split('\n');
        buffered = buffered.slice(end + 2);
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
        if (event && data) received.push({ event, data: JSON.parse(data), at: performance.now() });
      }
      wake?.();
    }
    ended = true;
  })();

  async function next(wanted: (event: LiveEvent) => boolean, timeoutMs = 5_000): Promise<LiveEvent> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const index = received.findIndex(wanted);
      if (index >= 0) return received.splice(0, index + 1)[index] as LiveEvent;
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`no such live event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, left);
      });
    }
  }

  /** Every event still unread, for checking that one did not come. */
  const unread = () => [...received];

  return {
    next,
    unread,
    /** Whether the server has ended the stream (or it was closed). */
    ended: () => ended,
    close: async () => {
      await reader.cancel();
      await reading;
    },
  };
}
