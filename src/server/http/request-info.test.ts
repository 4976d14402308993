import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/test-app.ts';

// app.request() has no socket: its peer is 'local', a trusted hop under a hop count, never a listed proxy.
const behindOneHop = await createTestApp({ env: { TRUST_PROXY: '1' } });
const behindListedProxies = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
const proxiedHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'support.example.ca' };

describe('X-Forwarded-Proto and X-Forwarded-Host', () => {
  it('are believed when the socket peer is a trusted proxy', async () => {
    const { headers } = await behindOneHop.client().get('/api/health', proxiedHttps);
    expect(headers.get('strict-transport-security')).toContain('max-age=');
    const sameSite = await behindOneHop
      .client()
      .post('/api/health', {}, { ...proxiedHttps, origin: 'https://support.example.ca' });
    expect(sameSite.status).not.toBe(403);
  });

  it('are ignored from a peer that is not one of the listed proxies', async () => {
    const { headers } = await behindListedProxies.client().get('/api/health', proxiedHttps);
    expect(headers.get('strict-transport-security')).toBeNull();
    const forgedOrigin = await behindListedProxies
      .client()
      .post('/api/health', {}, { ...proxiedHttps, origin: 'https://support.example.ca' });
    expect(forgedOrigin.status).toBe(403);
  });
});
