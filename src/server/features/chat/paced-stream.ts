import { CHAT_STREAM_END, encodeChatPiece } from '#shared/chat-stream.ts';

/** Word-sized pieces, each keeping the spaces and line breaks before it, so they join back into the text. */
export function answerPieces(text: string): string[] {
  // A piece starts only after a non-space: a trailing run of spaces is not tried from each of its spaces.
  return text.match(/(?<!\s)\s*\S+/g) ?? [];
}

/** About 30 words a second, a little slower for long words: reads like someone typing quickly. */
function pauseBefore(piece: string): number {
  return Math.min(45, 12 + piece.trim().length * 3);
}

/**
 * The answer as a chat event stream: the first piece at once, the next ones at a reading pace, then
 * [DONE]. Pieces are produced as the client reads, and nothing more once it goes away.
 */
export function pacedChatStream(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const piece = pieces[next];
      if (piece === undefined) {
        controller.enqueue(encoder.encode(CHAT_STREAM_END));
        controller.close();
        return;
      }
      if (next > 0) await new Promise((resolve) => (timer = setTimeout(resolve, pauseBefore(piece))));
      next++;
      controller.enqueue(encoder.encode(encodeChatPiece(piece)));
    },
    cancel() {
      clearTimeout(timer);
    },
  });
}
