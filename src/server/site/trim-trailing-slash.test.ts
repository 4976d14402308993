import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/app-env.ts';
import { testSiteConfig } from '#tests/support/render-app.tsx';
import { siteRoutes } from './routes.ts';
import { encodePage } from './send-page.ts';

const page = encodePage('<!doctype html><title>Maple AI</title>');
const app = new Hono<AppEnv>().route(
  '/',
  siteRoutes({
    pages: () => page,
    clientDir: await mkdtemp(join(tmpdir(), 'maple-client-')),
    siteConfig: async () => testSiteConfig,
  }),
);

/** A GET whose Host header names `host`: the server builds the request's URL from it. */
function getFrom(host: string, path: string) {
  return app.request(`http://${host}${path}`, { headers: { host } });
}

describe('the trailing-slash redirect', () => {
  it('keeps the visitor on this site whatever Host header the request forged', async () => {
    const response = await getFrom('evil.example', '/my-tickets/?lang=fr');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/my-tickets?lang=fr');
  });

  it('never answers with a protocol-relative Location that names another host', async () => {
    for (const path of ['//evil.example/', '///evil.example//', '/\\evil.example/']) {
      const location = (await getFrom('maple.example', path)).headers.get('location') ?? '';
      expect(location).toBe('/evil.example');
    }
  });

  it('leaves pages that exist without a redirect', async () => {
    expect((await getFrom('maple.example', '/my-tickets')).status).toBe(200);
    expect((await getFrom('maple.example', '/')).status).toBe(200);
  });
});
