import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, deps } = await createTestApp();

describe('GET /api/health', () => {
  it('answers 200 ok while the database answers', async () => {
    const response = await client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not answer', async () => {
    const ping = deps.pingDatabase;
    deps.pingDatabase = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await client().get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ status: 'unavailable' });
    } finally {
      deps.pingDatabase = ping;
    }
  });
});
