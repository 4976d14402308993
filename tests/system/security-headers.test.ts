import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { call, createCustomer } from './http.ts';

const overHttps = { 'x-forwarded-proto': 'https' };

/** The directive's sources, e.g. directive(csp, 'script-src') → ["'self'"]. */
function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

describe('security headers of the built server behind an HTTPS proxy (TRUST_PROXY)', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: 'true' }, stdio: 'ignore' });
  });
  afterAll(() => server?.dispose());

  it.each(['/', '/my-tickets', '/api/health'])(
    '%s: a script policy without inline scripts, no framing by others',
    async (path) => {
      const { headers } = await call(server.baseUrl, 'GET', path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'script-src')).toEqual(["'self'"]);
      expect(directive(csp, 'default-src')).toEqual(["'self'"]);
      expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
      expect(directive(csp, 'object-src')).toEqual(["'none'"]);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('sends HSTS only when the request came over HTTPS', async () => {
    expect((await call(server.baseUrl, 'GET', '/')).headers.get('strict-transport-security')).toBeNull();
    const https = await call(server.baseUrl, 'GET', '/', undefined, overHttps);
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and Secure over HTTPS', async () => {
    const customer = await createCustomer(server, 'cookie@example.com');
    const plain = await call(server.baseUrl, 'POST', '/api/auth/sign-in', customer);
    const plainCookie = plain.headers.getSetCookie()[0] ?? '';
    expect(plainCookie).toMatch(/HttpOnly/);
    expect(plainCookie).toMatch(/SameSite=Lax/);
    expect(plainCookie).not.toMatch(/Secure/);

    const origin = server.baseUrl.replace('http:', 'https:');
    const secure = await call(server.baseUrl, 'POST', '/api/auth/sign-in', customer, {
      ...overHttps,
      origin,
    });
    expect(secure.status).toBe(200);
    expect(secure.headers.getSetCookie()[0]).toMatch(/HttpOnly.*Secure|Secure.*HttpOnly/);
  });
});
