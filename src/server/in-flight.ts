/**
 * Counts requests whose handler is still running. A client that hangs up does not stop its handler,
 * so the HTTP server can be closed while handlers still query the database: shutdown waits for these.
 */
export function trackInFlight<A extends unknown[]>(fetch: (...args: A) => Response | Promise<Response>) {
  let running = 0;
  let onIdle: (() => void) | undefined;
  const tracked = async (...args: A) => {
    running++;
    try {
      return await fetch(...args);
    } finally {
      running--;
      if (running === 0) onIdle?.();
    }
  };
  const settled = () =>
    new Promise<void>((resolve) => {
      if (running === 0) return resolve();
      onIdle = resolve;
    });
  return { fetch: tracked, settled };
}
