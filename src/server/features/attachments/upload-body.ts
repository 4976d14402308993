import { discard } from '#server/http/body-size-limit.ts';
import { HttpError } from '#server/http/http-error.ts';
import { attachmentLimits } from '#shared/attachment-limits.ts';

export const fileTooLarge = () =>
  new HttpError(413, 'file_too_large', 'This file is larger than 10 MB.', { Connection: 'close' });

/**
 * A request body as it arrives, never more than the file limit: a declared length over it is refused
 * before reading, and a body that grows past it is refused at that point.
 */
export async function* cappedBody(
  body: ReadableStream<Uint8Array>,
  declared: number,
): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  if (declared > attachmentLimits.fileBytes) {
    await discard(reader);
    throw fileTooLarge();
  }
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > attachmentLimits.fileBytes) {
      await discard(reader);
      throw fileTooLarge();
    }
    yield chunk.value;
  }
}

/** The first `bytes` of `source` (fewer if it is shorter), and the whole of it to read on from the start. */
export async function peek(
  source: AsyncIterable<Uint8Array>,
  bytes: number,
): Promise<{ head: Uint8Array; all: AsyncIterable<Uint8Array> }> {
  const iterator = source[Symbol.asyncIterator]();
  const taken: Uint8Array[] = [];
  let size = 0;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    taken.push(next.value);
    size += next.value.byteLength;
  }
  async function* all() {
    yield* taken;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: Buffer.concat(taken), all: all() };
}
