import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { call } from './http.ts';
import { createScratchDatabase, postgresUrl, type ScratchDatabase } from './postgres-database.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/** Polls until the server answers healthy again; the test fails by timing out if it never does. */
async function untilHealthy(baseUrl: string) {
  while ((await call(baseUrl, 'GET', '/api/health')).status !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// The machine's PostgreSQL stays up for the other suites: the outage is a cut TCP proxy in front of it.
describe.skipIf(!postgresUrl)('a PostgreSQL outage', () => {
  let database: ScratchDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startServer({ env: { DATABASE_URL: viaProxy.toString() }, stdio: 'ignore' });
  });

  afterAll(async () => {
    await server?.dispose();
    await proxy?.close();
    await database?.drop();
  });

  it('answers 503 with a clear message while the database is gone, and recovers by itself', async () => {
    const emailCheck = () =>
      call(server.baseUrl, 'POST', '/api/tickets/email-status', { email: 'ada@example.com' });
    expect((await emailCheck()).status).toBe(200);

    await proxy.cut();
    const during = await emailCheck();
    expect(during.status).toBe(503);
    expect(during.body).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      },
    });
    expect(during.headers.get('retry-after')).toBe('5');
    // A link's page is still sent, unchecked: its own check then offers to try again.
    const linkPage = await call(server.baseUrl, 'GET', '/reset-password?token=abc');
    expect(linkPage.status).toBe(200);
    expect(linkPage.body).toContain('Checking your link...');
    const health = await call(server.baseUrl, 'GET', '/api/health');
    expect(health).toMatchObject({ status: 503, body: { status: 'unavailable' } });
    expect(server.process.exitCode).toBeNull();

    await proxy.reopen();
    await untilHealthy(server.baseUrl);
    expect((await emailCheck()).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  });
});
