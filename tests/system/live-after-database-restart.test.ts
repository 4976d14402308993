import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { type LiveEvent, liveEvents } from '#tests/support/live-events.ts';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import {
  postgres15Available,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '#tests/support/throwaway-postgres.ts';
import { call, createCustomer, ticketFields } from './http.ts';

const admin = { email: 'admin@example.com', password: 'admin password 1' };
/** The bound: the open stream delivering again within 5 s of the database's return. */
const RESUMED_WITHIN_MS = 5_000;

const created = (ticketId: string) => (event: LiveEvent) =>
  event.event === 'ticket' &&
  JSON.stringify(event.data) === JSON.stringify({ ticketId, kind: 'ticket.created' });

describe.skipIf(!postgres15Available)('an open desk stream across a database restart', () => {
  let database: ThrowawayPostgres | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.dispose();
    await database?.remove();
  });

  it('stays open, loses nothing committed before, and reads what is written after within seconds', async () => {
    database = await startThrowawayPostgres();
    server = await startServer({
      env: { DATABASE_URL: database.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
      stdio: 'ignore',
    });
    const { baseUrl } = server;
    const signedIn = await call(baseUrl, 'POST', '/api/auth/admin/sign-in', {
      email: admin.email,
      passwordHash: await passwordDigest(admin.password, admin.email),
    });
    const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const response = await fetch(`${baseUrl}/api/admin/live`, { headers: { cookie } });
    const desk = liveEvents(response.body as ReadableStream<Uint8Array>);
    await desk.next((event) => event.event === 'ready');
    const { email } = await createCustomer(server, 'ada@example.com');
    const file = () => call(baseUrl, 'POST', '/api/tickets', { ...ticketFields, email });

    // Filed just before the stop: the feed may or may not have read it before the database went.
    const before = await file();
    expect(before.status).toBe(201);
    await database.stop();
    await delay(2_000);
    await database.start();
    const back = performance.now();
    let after = await file();
    while (after.status !== 201 && performance.now() < back + RESUMED_WITHIN_MS) {
      await delay(100);
      after = await file();
    }
    expect(after.status).toBe(201);

    const read = (ticketId: string) => desk.unread().filter(created(ticketId));
    while (read(after.body.ticket.id).length === 0 && performance.now() < back + 2 * RESUMED_WITHIN_MS)
      await delay(50);
    expect(read(after.body.ticket.id)[0]?.at ?? Number.POSITIVE_INFINITY).toBeLessThan(
      back + RESUMED_WITHIN_MS,
    );
    expect(read(before.body.ticket.id)).toHaveLength(1);
    expect(read(after.body.ticket.id)).toHaveLength(1);
    expect(desk.ended()).toBe(false);
    expect(server.process.exitCode).toBeNull();
    await desk.close();
  });
});
