import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './http-error.ts';

/** Past this, an oversized body is not worth reading: the answer goes out and the connection closes. */
const MAX_DISCARDED_BYTES = 16 * 1024 * 1024;

/**
 * Refuses bodies over `maxBytes` with a 413 the client can read: the rest of the body is read and
 * thrown away first (up to a bound), because a server that answers and closes while the client is
 * still sending leaves that client with a reset connection instead of the answer.
 */
export function bodySizeLimit(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: async (c) => {
      await discard(c.req.raw.body, MAX_DISCARDED_BYTES);
      throw new HttpError(413, 'payload_too_large', `Request bodies are limited to ${maxBytes / 1024} KB.`, {
        Connection: 'close',
      });
    },
  });
}

async function discard(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    while (read <= maxBytes) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to answer.
  }
}
