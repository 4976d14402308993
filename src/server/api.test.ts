import { describe, expect, it } from 'vitest';
import { apiErrorCodes } from '#shared/error-codes.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client } = await createTestApp();

describe('the API surface', () => {
  it('describes itself as OpenAPI 3.1, with an operationId on every operation', async () => {
    const { status, body } = await client().get<{ openapi: string; paths: Record<string, object> }>(
      '/api/openapi.json',
    );
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toContain('/health');
    for (const operations of Object.values(body.paths)) {
      for (const operation of Object.values(operations) as { operationId?: string }[]) {
        expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      }
    }
  });

  it('publishes the error codes as an enum of the shared error body', async () => {
    const { body } = await client().get<{ paths: Record<string, Record<string, OpenApiOperation>> }>(
      '/api/openapi.json',
    );
    const errorBody =
      body.paths['/auth/sign-in']?.post?.responses['401']?.content['application/json']?.schema;
    expect(errorBody?.properties?.error?.properties?.code?.enum).toEqual([...apiErrorCodes]);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await client().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('refuses state-changing requests from another origin', async () => {
    const response = await client().post('/api/health', {}, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: { code: 'cross_origin' } });
  });

  it('refuses bodies over 64 KB with 413', async () => {
    const response = await client().post('/api/health', { padding: 'x'.repeat(70 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('sends the security headers on every response', async () => {
    const { headers } = await client().get('/api/health');
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('tags every response with a request id', async () => {
    const { headers } = await client().get('/api/health');
    expect(headers.get('x-request-id')).toMatch(/.+/);
  });
});

interface JsonSchema {
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
}

interface OpenApiOperation {
  responses: Record<string, { content: Record<string, { schema: JsonSchema }> }>;
}
