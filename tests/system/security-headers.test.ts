import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { call, createCustomer } from './http.ts';

const overHttps = { 'x-forwarded-proto': 'https' };

/** The Location of a GET sent with `host` as its Host header, which fetch would not send. */
function locationFor(url: string, host: string) {
  return new Promise<string | undefined>((resolve, reject) => {
    get(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.headers.location);
    }).on('error', reject);
  });
}

/** The directive's sources, e.g. directive(csp, 'script-src') → ["'self'"]. */
function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

/** The CSP source that allows each inline script of `html`: its hash. */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>([^<]+)<\/script>/g)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
}

describe('security headers of the built server behind an HTTPS proxy (TRUST_PROXY)', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: 'true' }, stdio: 'ignore' });
  });
  afterAll(() => server?.dispose());

  it.each(['/', '/my-tickets', '/api/health'])(
    "%s: a script policy that allows the pages' one inline script by its hash, no framing by others",
    async (path) => {
      const page = await (await fetch(`${server.baseUrl}/my-tickets`)).text();
      const loader = inlineScriptSources(page);
      expect(loader).toHaveLength(1);
      const { headers } = await call(server.baseUrl, 'GET', path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'script-src')).toEqual(["'self'", ...loader]);
      expect(directive(csp, 'default-src')).toEqual(["'self'"]);
      expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"]);
      expect(directive(csp, 'object-src')).toEqual(["'none'"]);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('cuts a page off from a page that opened it, and spares the pages the browser opened itself', async () => {
    const opener = (headers: Headers) => headers.get('cross-origin-opener-policy');
    const openedByPage = await call(server.baseUrl, 'GET', '/admin', undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(opener(openedByPage.headers)).toBe('same-origin');
    expect(opener((await call(server.baseUrl, 'GET', '/my-tickets')).headers)).toBe('same-origin');
    const openedByBrowser = await call(server.baseUrl, 'GET', '/admin', undefined, {
      'sec-fetch-site': 'none',
    });
    expect(opener(openedByBrowser.headers)).toBeNull();
    expect(openedByBrowser.headers.get('vary')).toMatch(/\bSec-Fetch-Site\b/);
    const api = await call(server.baseUrl, 'GET', '/api/health', undefined, { 'sec-fetch-site': 'none' });
    expect(opener(api.headers)).toBe('same-origin');
  });

  it('sends HSTS only when the request came over HTTPS', async () => {
    expect((await call(server.baseUrl, 'GET', '/')).headers.get('strict-transport-security')).toBeNull();
    const https = await call(server.baseUrl, 'GET', '/', undefined, overHttps);
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });

  it('sets the session and device cookies HttpOnly and SameSite=Lax, and Secure over HTTPS', async () => {
    const customer = await createCustomer(server, 'cookie@example.com');
    const plain = await call(server.baseUrl, 'POST', '/api/auth/sign-in', customer);
    const plainCookies = plain.headers.getSetCookie();
    expect(plainCookies.map((cookie) => cookie.split('=')[0])).toEqual(['support_session', 'support_device']);
    for (const cookie of plainCookies) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
    }

    const origin = server.baseUrl.replace('http:', 'https:');
    const secure = await call(server.baseUrl, 'POST', '/api/auth/sign-in', customer, {
      ...overHttps,
      origin,
    });
    expect(secure.status).toBe(200);
    for (const cookie of secure.headers.getSetCookie()) {
      expect(cookie).toMatch(/HttpOnly.*Secure|Secure.*HttpOnly/);
    }
  });

  it('tells caches to keep no copy of a signed-in caller’s answers', async () => {
    const customer = await createCustomer(server, 'no-store@example.com');
    const signedIn = await call(server.baseUrl, 'POST', '/api/auth/sign-in', customer);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const tickets = await call(server.baseUrl, 'GET', '/api/tickets', undefined, { cookie });
    expect(tickets.status).toBe(200);
    expect(tickets.headers.get('cache-control')).toBe('no-store');
  });

  it('redirects a trailing slash within this site, whatever Host header the request forged', async () => {
    expect(await locationFor(`${server.baseUrl}/my-tickets/`, 'evil.example')).toBe('/my-tickets');
  });
});
