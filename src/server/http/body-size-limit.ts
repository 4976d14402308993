import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error.ts';

/** Past this, an oversized body is not worth reading: the answer goes out and the connection closes. */
const MAX_DISCARDED_BYTES = 16 * 1024 * 1024;

type BodyReader = ReadableStreamDefaultReader<Uint8Array>;

/**
 * Refuses bodies over `maxBytes` with a 413 the client can read: the rest of the body is read and
 * thrown away first (up to a bound), because a server that answers and closes while the client is
 * still sending leaves that client with a reset connection instead of the answer. Hono's `bodyLimit`
 * keeps the reader of a body sent in chunks to itself, so that body could not be read to its end.
 */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler {
  const refuse = async (reader: BodyReader) => {
    await discard(reader);
    throw new HttpError(413, 'payload_too_large', `Request bodies are limited to ${maxBytes / 1024} KB.`, {
      Connection: 'close',
    });
  };
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    // Node reads exactly the declared length; a body sent in chunks has none.
    const declared = c.req.raw.headers.has('transfer-encoding')
      ? Number.NaN
      : Number(c.req.header('content-length'));
    if (declared <= maxBytes) return next();
    const reader = body.getReader();
    if (declared > maxBytes) return refuse(reader);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) return refuse(reader);
      chunks.push(chunk.value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}

/** `bodySizeLimit` with a limit chosen by the request's path (received mail is larger than forms). */
export function bodySizeLimitBy(maxBytes: (path: string) => number): MiddlewareHandler {
  const limits = new Map<number, MiddlewareHandler>();
  return (c, next) => {
    const max = maxBytes(c.req.path);
    let limit = limits.get(max);
    if (!limit) {
      limit = bodySizeLimit(max);
      limits.set(max, limit);
    }
    return limit(c, next);
  };
}

/** Reads and drops the rest of a refused body, up to `maxBytes`, so the client can read the answer. */
export async function discard(reader: BodyReader, maxBytes = MAX_DISCARDED_BYTES): Promise<void> {
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
