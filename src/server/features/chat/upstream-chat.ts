import { HttpError } from '#server/http/http-error.ts';
import type { Logger } from '#server/logger.ts';
import { CHAT_STREAM_END, encodeChatPiece, readChatStream } from '#shared/chat-stream.ts';

export interface UpstreamConfig {
  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string | undefined;
}

export interface UpstreamTimeouts {
  /** Until the upstream answers with its headers. */
  connectMs: number;
  /** Between two reads of its body, the first piece included. */
  idleMs: number;
}

export const defaultUpstreamTimeouts: UpstreamTimeouts = { connectMs: 10_000, idleMs: 30_000 };

function badGateway(): HttpError {
  return new HttpError(502, 'upstream_unavailable', 'The AI service is unavailable. Please try again.');
}

/** Aborts `controller` when nothing happened for `ms`; `touch()` starts the wait again. */
function watchdog(controller: AbortController, ms: number, reason: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error(reason)), ms);
  };
  return { touch, stop: () => clearTimeout(timer) };
}

/**
 * Asks the upstream for a streamed completion and relays its pieces in our protocol. Fails with a 502
 * until its first piece has arrived; after that, any failure just ends the stream. The key goes only
 * to the upstream, and the upstream request is aborted as soon as the browser goes away.
 */
export async function openUpstreamChat(
  config: UpstreamConfig,
  messages: { role: 'system' | 'user'; content: string }[],
  clientSignal: AbortSignal,
  log: Logger,
  timeouts: UpstreamTimeouts = defaultUpstreamTimeouts,
): Promise<ReadableStream<Uint8Array>> {
  const upstream = new AbortController();
  const abortUpstream = () => upstream.abort(new Error('the browser went away'));
  clientSignal.addEventListener('abort', abortUpstream, { once: true });
  if (clientSignal.aborted) abortUpstream();
  const connect = watchdog(upstream, timeouts.connectMs, 'connect time-out');
  const idle = watchdog(upstream, timeouts.idleMs, 'idle time-out');
  const finish = () => {
    connect.stop();
    idle.stop();
    clientSignal.removeEventListener('abort', abortUpstream);
  };

  let pieces: AsyncGenerator<string>;
  let first: IteratorResult<string>;
  try {
    connect.touch();
    const response = await fetch(new URL('chat/completions', `${config.baseUrl.replace(/\/*$/, '')}/`), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, stream: true, messages }),
      signal: upstream.signal,
    });
    connect.stop();
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`upstream answered ${response.status}`);
    }
    idle.touch();
    const watched = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          idle.touch();
          controller.enqueue(chunk);
        },
      }),
    );
    pieces = readChatStream(watched);
    first = await pieces.next();
    if (first.done) throw new Error('upstream ended without a piece');
  } catch (error) {
    finish();
    upstream.abort();
    log.warn(
      { err: error, cause: upstream.signal.reason?.message },
      'chat upstream failed before its first piece',
    );
    throw badGateway();
  }

  const encoder = new TextEncoder();
  const firstPiece = first.value;
  let browserGone = false;
  clientSignal.addEventListener('abort', () => (browserGone = true), { once: true });
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(encodeChatPiece(firstPiece)));
    },
    async pull(controller) {
      let next: IteratorResult<string> | undefined;
      try {
        next = await pieces.next();
      } catch (error) {
        if (!browserGone) log.warn({ err: error }, 'chat upstream failed mid-answer: ending the stream');
      }
      if (browserGone) return;
      if (next && !next.done) {
        controller.enqueue(encoder.encode(encodeChatPiece(next.value)));
        return;
      }
      finish();
      controller.enqueue(encoder.encode(CHAT_STREAM_END));
      controller.close();
    },
    async cancel() {
      browserGone = true;
      finish();
      abortUpstream();
      await pieces.return(undefined);
    },
  });
}
