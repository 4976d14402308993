/** The headers of a server-sent event stream, for browsers and for the proxies between. */
export const eventStreamHeaders = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  // Proxies such as nginx would otherwise hold the events back and deliver them at once.
  'X-Accel-Buffering': 'no',
};
