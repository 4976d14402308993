import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '#server/http/http-error.ts';
import { createLogger } from '#server/logger.ts';
import { CHAT_STREAM_END, encodeChatPiece, readChatStream } from '#shared/chat-stream.ts';
import { TEST_ORIGIN } from '#tests/support/api-client.ts';
import { type StubHandler, startEventStream, startStubUpstream } from '#tests/support/stub-chat-upstream.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { openUpstreamChat } from './upstream-chat.ts';

const API_KEY = 'sk-test-never-leaves-the-server';

/** The stub does whatever the running test says. */
let behaviour: StubHandler = (response) => {
  response.end();
};
const stub = await startStubUpstream((response, call) => behaviour(response, call));
afterAll(() => stub.close());

const { app } = await createTestApp({
  env: { AI_BASE_URL: stub.baseUrl, AI_API_KEY: API_KEY, AI_MODEL: 'stub-model', PRODUCT_NAME: 'Maple AI' },
});

let addresses = 0;
function postChat(message: string, signal?: AbortSignal) {
  return app.request('/api/chat', {
    method: 'POST',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      'x-forwarded-for': `203.0.113.${++addresses}`,
    },
    body: JSON.stringify({ message, stream: true }),
    signal,
  });
}

async function textOf(body: ReadableStream<Uint8Array> | null) {
  let text = '';
  for await (const piece of readChatStream(body as ReadableStream<Uint8Array>)) text += piece;
  return text;
}

const role = 'data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n';

describe('POST /api/chat relaying an OpenAI-compatible upstream', () => {
  it('sends the question with a system prompt and the key, and relays the pieces as they come', async () => {
    behaviour = async (response) => {
      startEventStream(response);
      const lines =
        role + encodeChatPiece('Your data ') + encodeChatPiece('stays in Canada.') + CHAT_STREAM_END;
      const cut = lines.indexOf('stays');
      response.write(lines.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, 20));
      response.end(lines.slice(cut));
    };
    const response = await postChat('  Where is my data?  ');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const body = await response.text();
    expect(body).not.toContain(API_KEY);
    expect(body.endsWith(CHAT_STREAM_END)).toBe(true);
    expect(await textOf(new Response(body).body)).toBe('Your data stays in Canada.');

    const call = stub.calls.at(-1);
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call?.body).toMatchObject({ model: 'stub-model', stream: true });
    expect(call?.body.messages?.[0]).toMatchObject({ role: 'system' });
    expect(call?.body.messages?.[0]?.content).toContain('Maple AI');
    expect(call?.body.messages?.[1]).toEqual({ role: 'user', content: 'Where is my data?' });
  });

  it('answers 502, without the upstream body or the key, when the upstream fails', async () => {
    behaviour = (response, call) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: `bad key ${call.headers.authorization}` }));
    };
    const response = await postChat('Hello');
    expect(response.status).toBe(502);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ error: { code: 'upstream_unavailable' } });
    expect(body).not.toContain(API_KEY);
  });

  it('answers 502 when the upstream ends without a single piece', async () => {
    behaviour = (response) => {
      startEventStream(response);
      response.end(role + CHAT_STREAM_END);
    };
    expect((await postChat('Hello')).status).toBe(502);
  });

  it('ends the stream cleanly when the upstream breaks after its first piece', async () => {
    behaviour = (response) => {
      startEventStream(response);
      response.write(encodeChatPiece('Half an answer'));
      setTimeout(() => response.destroy(), 20);
    };
    const response = await postChat('Hello');
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(await textOf(new Response(body).body)).toBe('Half an answer');
    expect(body.endsWith(CHAT_STREAM_END)).toBe(true);
  });

  it('aborts the upstream request when the browser goes away', async () => {
    behaviour = (response) => {
      startEventStream(response);
      const timer = setInterval(() => response.write(encodeChatPiece('more ')), 20);
      response.on('close', () => clearInterval(timer));
    };
    const browser = new AbortController();
    const response = await postChat('Tell me everything', browser.signal);
    const reader = response.body?.getReader();
    await reader?.read();
    const call = stub.calls.at(-1);
    await reader?.cancel();
    await expect(call?.abandoned).resolves.toBeUndefined();
  });

  it('aborts the upstream request when the browser goes away before the first piece', async () => {
    behaviour = (response) => startEventStream(response);
    const browser = new AbortController();
    const pending = postChat('Hello', browser.signal);
    await expect.poll(() => stub.calls.at(-1)?.body.messages?.[1]?.content).toBe('Hello');
    browser.abort();
    await expect(stub.calls.at(-1)?.abandoned).resolves.toBeUndefined();
    await Promise.resolve(pending).catch(() => {});
  });
});

describe('openUpstreamChat time-outs', () => {
  const log = createLogger({ LOG_LEVEL: 'silent', LOG_FORMAT: 'json' });
  const config = { baseUrl: stub.baseUrl, apiKey: API_KEY, model: 'stub-model' };
  const open = () =>
    openUpstreamChat(config, [{ role: 'user', content: 'Hello' }], new AbortController().signal, log, {
      connectMs: 100,
      idleMs: 100,
    });

  it('gives up with a 502 when the upstream never answers', async () => {
    behaviour = () => {};
    await expect(open()).rejects.toMatchObject({ status: 502, code: 'upstream_unavailable' });
    await expect(stub.calls.at(-1)?.abandoned).resolves.toBeUndefined();
  });

  it('gives up with a 502 when the upstream answers but sends nothing', async () => {
    behaviour = (response) => startEventStream(response);
    await expect(open()).rejects.toBeInstanceOf(HttpError);
    await expect(stub.calls.at(-1)?.abandoned).resolves.toBeUndefined();
  });

  it('ends the answer when the upstream falls silent after its first piece', async () => {
    behaviour = (response) => {
      startEventStream(response);
      response.write(encodeChatPiece('Started'));
    };
    expect(await textOf(await open())).toBe('Started');
    await expect(stub.calls.at(-1)?.abandoned).resolves.toBeUndefined();
  });
});
