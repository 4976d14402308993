import { describe, expect, it } from 'vitest';
import { CHAT_STREAM_END, createChatStreamParser, encodeChatPiece, readChatStream } from './chat-stream.ts';

const line = (content: string) => encodeChatPiece(content);

describe('the chat stream parser', () => {
  it('reads the content of each data line, in order', () => {
    const parser = createChatStreamParser();
    expect(parser.push(line('Hello') + line(', world'))).toEqual(['Hello', ', world']);
  });

  it('reassembles a line split across two reads instead of losing it', () => {
    const parser = createChatStreamParser();
    const text = line('Bonjour') + line(' le monde');
    const cut = text.indexOf('jour');
    expect(parser.push(text.slice(0, cut))).toEqual([]);
    expect(parser.push(text.slice(cut))).toEqual(['Bonjour', ' le monde']);
  });

  it('skips unparseable lines, comments, other fields and chunks without content', () => {
    const parser = createChatStreamParser();
    const pieces = parser.push(
      [
        'data: {not json',
        ': keep-alive',
        'event: ping',
        'data: {"choices":[{"delta":{"role":"assistant"}}]}',
        'data: {"choices":[]}',
        'data: {"choices":[{"delta":{"content":42}}]}',
        'data: {"choices":[{"delta":{"content":"kept"}}]}',
        '',
      ].join('\n'),
    );
    expect(pieces).toEqual(['kept']);
  });

  it('stops at [DONE] and ignores anything after it', () => {
    const parser = createChatStreamParser();
    expect(parser.push(line('one') + CHAT_STREAM_END + line('after the end'))).toEqual(['one']);
    expect(parser.done).toBe(true);
    expect(parser.push(line('still ignored'))).toEqual([]);
  });

  it('reads a last line that has no trailing newline', () => {
    const parser = createChatStreamParser();
    expect(parser.push('data: {"choices":[{"delta":{"content":"last"}}]}')).toEqual([]);
    expect(parser.end()).toEqual(['last']);
  });

  it('accepts CRLF line ends and "data:" without a space', () => {
    const parser = createChatStreamParser();
    const pieces = parser.push(
      'data:{"choices":[{"delta":{"content":"a"}}]}\r\n\r\ndata: {"choices":[{"delta":{"content":"b"}}]}\r\n',
    );
    expect(pieces).toEqual(['a', 'b']);
    expect(parser.push('data: [DONE]\r\n')).toEqual([]);
    expect(parser.done).toBe(true);
  });
});

function streamOf(chunks: Uint8Array[]) {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift();
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, wasCancelled: () => cancelled };
}

async function collect(pieces: AsyncIterable<string>) {
  const all: string[] = [];
  for await (const piece of pieces) all.push(piece);
  return all;
}

describe('readChatStream', () => {
  it('rebuilds a character whose bytes arrive in two reads', async () => {
    const bytes = new TextEncoder().encode(line('Données') + CHAT_STREAM_END);
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of 'é'
    const { body } = streamOf([bytes.slice(0, cut), bytes.slice(cut)]);
    expect(await collect(readChatStream(body))).toEqual(['Données']);
  });

  it('ends with the stream even without [DONE] or a final newline', async () => {
    const { body } = streamOf([
      new TextEncoder().encode(`${line('a')}data: {"choices":[{"delta":{"content":"b"}}]}`),
    ]);
    expect(await collect(readChatStream(body))).toEqual(['a', 'b']);
  });

  it('cancels the rest of the stream once [DONE] arrives', async () => {
    const encoder = new TextEncoder();
    const { body, wasCancelled } = streamOf([
      encoder.encode(line('a') + CHAT_STREAM_END),
      encoder.encode(line('never read')),
    ]);
    expect(await collect(readChatStream(body))).toEqual(['a']);
    expect(wasCancelled()).toBe(true);
  });
});
