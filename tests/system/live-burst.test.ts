import { afterAll, describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { liveEvents } from '#tests/support/live-events.ts';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { call, createCustomer } from './http.ts';
import { createScratchDatabase, postgresUrl, type ScratchDatabase } from './postgres-database.ts';
import { type BurstTarget, burstEvents, untilRead, writeBurst } from './write-burst.ts';

const admin = { email: 'admin@example.com', password: 'admin password 1' };
const serverEnv = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RATE_LIMITS: 'off' };
const WRITERS = 20;
const BURST_MS = 4_000;
/** Today's reactions took 13.6 s to announce 20 s of such a burst; the streams now follow the commits. */
const LATE_MS = 3_000;

const servers: ServerProcess[] = [];
const databases: ScratchDatabase[] = [];
const streams: ReturnType<typeof liveEvents>[] = [];
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await Promise.all(servers.map((server) => server.dispose()));
  await Promise.all(databases.map((database) => database.drop()));
});

async function cookieOf(baseUrl: string, path: string, body: unknown) {
  const signedIn = await call(baseUrl, 'POST', path, body);
  expect(signedIn.status).toBe(200);
  return signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

async function openStream(baseUrl: string, path: string, cookie: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const stream = liveEvents(response.body as ReadableStream<Uint8Array>);
  streams.push(stream);
  await stream.next((event) => event.event === 'ready');
  return stream;
}

/** A confirmed customer with a ticket, and an admin's desk stream and the customer's stream on each server. */
async function burstSetUp(started: ServerProcess[]) {
  const [first] = started as [ServerProcess];
  const customer = await createCustomer(first, 'burst@example.com');
  const customerCookie = await cookieOf(first.baseUrl, '/api/auth/sign-in', customer);
  const mine = await call(first.baseUrl, 'GET', '/api/tickets', undefined, { cookie: customerCookie });
  const target: BurstTarget = {
    baseUrls: started.map((server) => server.baseUrl),
    email: customer.email,
    cookie: customerCookie,
    ticketId: mine.body.tickets[0].id,
  };
  const opened = await Promise.all(
    started.map(async (server) => {
      const deskCookie = await cookieOf(server.baseUrl, '/api/auth/admin/sign-in', {
        email: admin.email,
        passwordHash: await passwordDigest(admin.password, admin.email),
      });
      return [
        await openStream(server.baseUrl, '/api/admin/live', deskCookie),
        await openStream(server.baseUrl, '/api/tickets/live', customerCookie),
      ];
    }),
  );
  return { target, streams: opened.flat() };
}

/** Every stream read each ticket filed once and every reply, the last of them soon after the burst. */
async function expectEveryEventInTime(target: BurstTarget, opened: ReturnType<typeof liveEvents>[]) {
  const burst = await writeBurst(target, WRITERS, BURST_MS);
  const expected = burst.filed.length + burst.replies;
  expect(burst.filed.length).toBeGreaterThan(0);
  expect(burst.replies).toBeGreaterThan(0);
  for (const stream of opened) {
    await untilRead(() => burstEvents(stream.unread(), target.ticketId).count, expected, burst, LATE_MS);
  }
  for (const stream of opened) {
    const read = burstEvents(stream.unread(), target.ticketId);
    expect(read.created.toSorted()).toEqual(burst.filed.toSorted());
    expect(read.replies).toBe(burst.replies);
    expect(read.count).toBe(expected);
    expect(read.lastAt - burst.endedAt).toBeLessThan(LATE_MS);
  }
}

describe('live streams under a burst of writes', () => {
  it('on one instance: the desk and the customer read every event once, none late', async () => {
    const server = await startServer({ env: serverEnv, stdio: 'ignore' });
    servers.push(server);
    const { target, streams: opened } = await burstSetUp([server]);
    await expectEveryEventInTime(target, opened);
  });

  it.skipIf(!postgresUrl)(
    'on two instances of one PostgreSQL, written to in turn: the streams of both read every event',
    async () => {
      const database = await createScratchDatabase();
      databases.push(database);
      const options = { env: { ...serverEnv, DATABASE_URL: database.url }, stdio: 'ignore' as const };
      const started = await Promise.all([startServer(options), startServer(options)]);
      servers.push(...started);
      const { target, streams: opened } = await burstSetUp(started);
      await expectEveryEventInTime(target, opened);
    },
  );
});
