import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { liveEvents } from '#tests/support/live-events.ts';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { adminCaller, call, createCustomer } from './http.ts';
import { createScratchDatabase, postgresUrl, type ScratchDatabase } from './postgres-database.ts';

// The per-email sign-in limit (src/server/features/auth/sign-in-limits.ts).
const SIGN_IN_FAILURES_PER_EMAIL = 10;
const admin = { email: 'admin@example.com', password: 'admin password 1' };

/** A live stream opened on `server` with `cookie`, read as it comes. */
async function openStream(server: ServerProcess, path: string, cookie: string) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const stream = liveEvents(response.body as ReadableStream<Uint8Array>);
  const ready = await stream.next((event) => event.event === 'ready');
  return { stream, streamId: (ready.data as { streamId: string }).streamId };
}

async function signedInCookie(server: ServerProcess, path: string, body: unknown) {
  const signedIn = await call(server.baseUrl, 'POST', path, body);
  return signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

describe.skipIf(!postgresUrl)('two server instances on one PostgreSQL', () => {
  let database: ScratchDatabase;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase();
    const options = {
      env: { DATABASE_URL: database.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
      stdio: 'ignore' as const,
    };
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

  it('deliver a ticket event and presence written on one to the live streams of the other', async () => {
    const deskOnOne = adminCaller(one.baseUrl, admin);
    const customer = await createCustomer(one, 'live@example.com');
    const deskCookie = await signedInCookie(two, '/api/auth/admin/sign-in', {
      email: admin.email,
      passwordHash: await passwordDigest(admin.password, admin.email),
    });
    const customerCookie = await signedInCookie(two, '/api/auth/sign-in', customer);
    const desk = await openStream(two, '/api/admin/live', deskCookie);
    const mine = await openStream(two, '/api/tickets/live', customerCookie);
    try {
      const list = await deskOnOne('GET', '/api/admin/tickets?page=1');
      const ticketId: string = list.body.tickets[0].id;
      const replied = await deskOnOne('POST', `/api/admin/tickets/${ticketId}/responses`, { text: 'Live?' });
      expect(replied.status).toBe(201);
      const answered = performance.now();
      const about = (event: { event: string; data: unknown }) =>
        event.event === 'ticket' &&
        JSON.stringify(event.data) === JSON.stringify({ ticketId, kind: 'ticket.replied' });
      const [onDesk, onPortal] = await Promise.all([desk.stream.next(about), mine.stream.next(about)]);
      expect(onDesk.at - answered).toBeLessThan(1000);
      expect(onPortal.at - answered).toBeLessThan(1000);

      const presence = { streamId: crypto.randomUUID(), ticketId, state: 'viewing' };
      expect((await deskOnOne('POST', '/api/admin/live/presence', presence)).status).toBe(204);
      const seen = await desk.stream.next((event) => event.event === 'presence');
      expect(seen.data).toMatchObject({ ticketId, viewers: [{ name: admin.email, typing: false }] });
    } finally {
      await Promise.all([desk.stream.close(), mine.stream.close()]);
    }
  });
});
