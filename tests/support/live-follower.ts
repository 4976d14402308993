// A live stream kept open as a browser's EventSource keeps it: reopened a second after it ends or fails,
// every event's arrival noted, so a test can ask when the stream delivered again after an outage.
import { setTimeout as delay } from 'node:timers/promises';

const REOPEN_AFTER_MS = 1000;

export interface LiveFollower {
  /** performance.now() of each `ticket` event received, in order. */
  ticketEvents: number[];
  /** How many times the stream was opened (1 while it never broke). */
  opened: number;
  /** Milliseconds from `since` (a performance.now()) to the first `ticket` event after it. */
  deliveredAgain(since: number, timeoutMs: number): Promise<number>;
  close(): Promise<void>;
}

async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (name: string) => void) {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffered = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffered += decoder.decode(read.value, { stream: true });
    for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
      const name = buffered
        .slice(0, end)
        .split('\n')
        .find((line) => line.startsWith('event: '));
      buffered = buffered.slice(end + 2);
      if (name) onEvent(name.slice(7));
    }
  }
}

/** Follows the stream at `path` on `baseUrl()` with the session `cookie`. */
export function followLiveStream(baseUrl: () => string, path: string, cookie: string): LiveFollower {
  const stopping = new AbortController();
  const follower = { ticketEvents: [] as number[], opened: 0 };
  const following = (async () => {
    while (!stopping.signal.aborted) {
      try {
        const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie }, signal: stopping.signal });
        if (response.ok && response.body) {
          follower.opened++;
          await readEvents(response.body, (name) => {
            if (name === 'ticket') follower.ticketEvents.push(performance.now());
          });
        }
      } catch {
        // the server or its database is gone for now: try again, as EventSource does
      }
      await delay(REOPEN_AFTER_MS, undefined, { signal: stopping.signal }).catch(() => {});
    }
  })();
  return {
    get ticketEvents() {
      return follower.ticketEvents;
    },
    get opened() {
      return follower.opened;
    },
    async deliveredAgain(since, timeoutMs) {
      const deadline = since + timeoutMs;
      for (;;) {
        const at = follower.ticketEvents.find((time) => time > since);
        if (at !== undefined) return at - since;
        if (performance.now() > deadline)
          throw new Error(`the live stream delivered nothing within ${timeoutMs} ms`);
        await delay(50);
      }
    },
    async close() {
      stopping.abort();
      await following;
    },
  };
}
