// The demo chat's line protocol (`data: {json}` lines, then `data: [DONE]`), shared by the browser, our server and the upstream relay:
// lines 'data: {"choices":[{"delta":{"content":"…"}}]}', ended by 'data: [DONE]'; other lines are ignored.

const DONE = '[DONE]';

/** One piece of the answer as a server-sent event, in the OpenAI chat-completions chunk shape. */
export function encodeChatPiece(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
}

export const CHAT_STREAM_END = `data: ${DONE}\n\n`;

export interface ChatStreamParser {
  /** Feeds decoded text; returns the pieces carried by the lines it completed. */
  push(text: string): string[];
  /** The input is over: a last line without a newline still counts. */
  end(): string[];
  /** '[DONE]' was seen; anything after it is ignored. */
  readonly done: boolean;
}

export function createChatStreamParser(): ChatStreamParser {
  let pending = '';
  let done = false;
  const read = (lines: string[]) => {
    const pieces: string[] = [];
    for (const line of lines) {
      if (done) break;
      const piece = parseLine(line);
      if (piece === DONE) done = true;
      else if (piece) pieces.push(piece);
    }
    return pieces;
  };
  return {
    push(text) {
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      return read(lines);
    },
    end() {
      const last = pending;
      pending = '';
      return read([last]);
    },
    get done() {
      return done;
    },
  };
}

/** The content a line carries, DONE, or undefined for anything else (comments, other events, bad JSON). */
function parseLine(rawLine: string): string | undefined {
  const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
  if (!line.startsWith('data:')) return undefined;
  const data = line.slice('data:'.length).trimStart();
  if (data === DONE) return DONE;
  try {
    const content = JSON.parse(data)?.choices?.[0]?.delta?.content;
    return typeof content === 'string' ? content : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pieces of a streamed answer, as they arrive. Bytes are decoded as a stream, so a character or a
 * line split across two network reads is reassembled. Leaving the loop early cancels the stream.
 */
export async function* readChatStream(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createChatStreamParser();
  try {
    while (!parser.done) {
      const { value, done } = await reader.read();
      if (done) {
        yield* parser.push(decoder.decode());
        yield* parser.end();
        return;
      }
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
