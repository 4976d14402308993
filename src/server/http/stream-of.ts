/**
 * A response body read from `source` only as the client takes it: one chunk held at a time. An error
 * from the source errors the body (the connection is cut); a client that leaves ends the source.
 */
export function streamOf<Chunk>(source: AsyncIterable<Chunk>): ReadableStream<Chunk> {
  const iterator = source[Symbol.asyncIterator]();
  return new ReadableStream<Chunk>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
