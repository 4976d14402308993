import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { call, createCustomer } from './http.ts';
import { createScratchDatabase, postgresUrl, type ScratchDatabase } from './postgres-database.ts';

// The per-email sign-in limit (src/server/features/auth/sign-in-limits.ts).
const SIGN_IN_FAILURES_PER_EMAIL = 10;

describe.skipIf(!postgresUrl)('two server instances on one PostgreSQL', () => {
  let database: ScratchDatabase;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase();
    const options = { env: { DATABASE_URL: database.url }, stdio: 'ignore' as const };
    [one, two] = await Promise.all([startServer(options), startServer(options)]);
  });

  afterAll(async () => {
    await Promise.all([one?.dispose(), two?.dispose()]);
    await database?.drop();
  });

  it('share sessions: signed in on one, signed in on the other, signed out on both', async () => {
    const customer = await createCustomer(one, 'shared@example.com');
    const signIn = await call(one.baseUrl, 'POST', '/api/auth/sign-in', customer);
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const onTwo = await call(two.baseUrl, 'GET', '/api/auth/session', undefined, { cookie });
    expect(onTwo).toMatchObject({ status: 200, body: { session: { email: customer.email } } });

    expect((await call(two.baseUrl, 'POST', '/api/auth/sign-out', undefined, { cookie })).status).toBe(204);
    expect((await call(one.baseUrl, 'GET', '/api/auth/session', undefined, { cookie })).status).toBe(401);
  });

  it('share rate limits: failures counted on both refuse the email on both', async () => {
    const attempt = (server: ServerProcess) =>
      call(server.baseUrl, 'POST', '/api/auth/sign-in', {
        email: 'victim@example.com',
        passwordHash: 'f'.repeat(64),
      });
    for (let failure = 0; failure < SIGN_IN_FAILURES_PER_EMAIL; failure++) {
      expect((await attempt(failure % 2 ? one : two)).status).toBe(401);
    }
    expect((await attempt(one)).status).toBe(429);
    expect((await attempt(two)).status).toBe(429);
  });
});
