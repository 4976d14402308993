import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { call, createCustomer, ticketFields } from './http.ts';

describe('a SIGTERM during a burst of submissions', () => {
  let server: ServerProcess;
  afterAll(() => server?.dispose());

  it('lets the requests in flight finish, then stops the embedded database and exits 0', async () => {
    server = await startServer({ env: { RATE_LIMITS: 'off' }, stdio: 'ignore' });
    const email = 'drain@example.com';
    const customer = await createCustomer(server, email);
    // An open live stream ends with the shutdown rather than hold the server's close for its grace period.
    const signedIn = await call(server.baseUrl, 'POST', '/api/auth/sign-in', customer);
    const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const stream = await fetch(`${server.baseUrl}/api/tickets/live`, { headers: { cookie } });
    const streamEnded = stream.text().then(() => performance.now());
    const submit = () =>
      call(server.baseUrl, 'POST', '/api/tickets', { ...ticketFields, email }).then(
        (response) => response.status,
        () => 'not accepted',
      );
    const burst = Array.from({ length: 40 }, submit);
    await Promise.race(burst);
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    const signalled = performance.now();
    const statuses = await Promise.all(burst);

    expect(await exited).toBe(0);
    expect((await streamEnded) - signalled).toBeLessThan(5000);
    expect(statuses.filter((status) => status !== 201 && status !== 'not accepted')).toEqual([]);
    expect(existsSync(join(server.dataDir, 'postgres/postmaster.pid'))).toBe(false);
    expect(existsSync(join(server.dataDir, 'postgres.lock'))).toBe(false);
  });
});
