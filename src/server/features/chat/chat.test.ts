import { describe, expect, it } from 'vitest';
import { createChatStreamParser } from '#shared/chat-stream.ts';
import { TEST_ORIGIN } from '#tests/support/api-client.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { app, client, clock } = await createTestApp({ env: { PRODUCT_NAME: 'Maple AI' } });

/** The pieces of a streamed answer, and whether it ended with [DONE]. */
function readAnswer(body: string) {
  const parser = createChatStreamParser();
  const pieces = [...parser.push(body), ...parser.end()];
  return { pieces, text: pieces.join(''), done: parser.done };
}

async function ask(message: string, caller = client()) {
  const response = await caller.post<string>('/api/chat', { message, stream: true });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return readAnswer(response.body);
}

describe('the chat API description', () => {
  it('names the operation in /api/openapi.json', async () => {
    const { body } = await client().get<{ paths: Record<string, { post?: { operationId?: string } }> }>(
      '/api/openapi.json',
    );
    expect(body.paths['/chat']?.post?.operationId).toBe('chat');
  });
});

describe('POST /api/chat with the built-in assistant', () => {
  it('streams its answer piece by piece, then [DONE]', async () => {
    const answer = await ask('Is it really free?');
    expect(answer.pieces.length).toBeGreaterThan(10);
    expect(answer.text).toContain('Maple AI is always free');
    expect(answer.done).toBe(true);
  });

  it.concurrent.each([
    ['Where is my data stored?', 'Your data stays in Canada'],
    ['Do you train your models on my documents?', 'never uses what you share to train AI models'],
    ['What features do you offer?', 'Document analysis'],
    ['How do I get support for a problem?', 'Submit Support Ticket'],
    ['How do I sign in to see my tickets?', 'My Tickets'],
  ])('answers %j from the product knowledge', async (question, expected) => {
    expect((await ask(question)).text).toContain(expected);
  });

  it('answers in French when asked in French', async () => {
    const answer = await ask('Est-ce que mes données restent au Canada?');
    expect(answer.text).toContain('Vos données restent au Canada');
    expect((await ask('Combien ça coûte?')).text).toContain('Maple AI est toujours gratuit');
  });

  it('is honest about questions outside the product, and points to the platform and support', async () => {
    const english = await ask('Can you write me a poem about hockey?');
    expect(english.text).toContain('I can only answer questions about Maple AI');
    expect(english.text).toContain('Enter AI Platform');
    expect(english.text).toContain('Submit Support Ticket');
    const french = await ask('Peux-tu écrire un poème sur le hockey?');
    expect(french.text).toContain('Accéder à la plateforme IA');
  });

  it('accepts a 4,000-character message once trimmed', async () => {
    expect((await ask(`   ${'a'.repeat(4000)}   `)).done).toBe(true);
  });

  it.each([
    ['an empty message', { message: '', stream: true }, 'message'],
    ['a blank message', { message: '  \n ', stream: true }, 'message'],
    ['4,001 characters', { message: 'a'.repeat(4001), stream: true }, 'message'],
    ['a number', { message: 42, stream: true }, 'message'],
    ['no message', { stream: true }, 'message'],
    ['no stream flag', { message: 'Hello' }, 'stream'],
    ['stream: false', { message: 'Hello', stream: false }, 'stream'],
  ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
    const response = await client().post('/api/chat', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { code: 'invalid_request', message: expect.stringContaining(field) },
    });
  });

  it('allows 20 messages per address in 5 minutes, then answers 429 with its own message', async () => {
    const caller = client();
    for (let message = 0; message < 20; message++) {
      const response = await app.request('/api/chat', {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
          'x-forwarded-for': caller.address,
        },
        body: JSON.stringify({ message: 'Hi', stream: true }),
      });
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    const limited = await caller.post('/api/chat', { message: 'Hi', stream: true });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(limited.body).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringContaining('Too many chat messages') },
    });
    expect((await client().post('/api/chat', { message: 'Hi', stream: true })).status).toBe(200);
    clock.advance(5 * 60 * 1000);
    expect((await caller.post('/api/chat', { message: 'Hi', stream: true })).status).toBe(200);
  });
});
