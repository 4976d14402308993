import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/test-app.ts';

const { client } = await createTestApp({ env: { RATE_LIMITS: 'off' } });

describe('Cache-Control on /api answers', () => {
  it('is no-store on refusals that never reach an operation too', async () => {
    const refusals = [
      await client().get('/api/no-such-operation'),
      await client().post('/api/tickets', {}, { origin: 'https://evil.example' }),
      await client().post('/api/chat', { message: 'x'.repeat(70_000), stream: true }),
    ];
    expect(refusals.map((response) => response.status)).toEqual([404, 403, 413]);
    for (const response of refusals) expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the chat stream’s no-transform, which stops proxies compressing the pieces together', async () => {
    const response = await client().post('/api/chat', { message: 'What is Maple AI?', stream: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
  });
});
