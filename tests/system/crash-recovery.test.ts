import { rmSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '#server/db/client.ts';
import { tickets } from '#server/db/schema.ts';
import { type ServerOptions, type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { call, createCustomer, ticketFields } from './http.ts';
import { createScratchDatabase, postgresUrl, type ScratchDatabase } from './postgres-database.ts';

const WORKERS = 8;
const KILL_AFTER = 40;
const email = 'burst@example.com';

/**
 * Submits tickets from several workers until the server dies, killing it with SIGKILL once
 * KILL_AFTER submissions were acknowledged. Returns the ids of every 201, including late ones.
 */
async function burstThenKill(server: ServerProcess): Promise<string[]> {
  const acknowledged: string[] = [];
  let killing: Promise<void> | undefined;
  const alive = () => server.process.exitCode === null && server.process.signalCode === null;
  const worker = async () => {
    while (alive()) {
      try {
        const response = await call(server.baseUrl, 'POST', '/api/tickets', { ...ticketFields, email });
        if (response.status === 201) acknowledged.push(response.body.ticket.id);
      } catch {
        // the kill cuts requests in flight: those were never acknowledged
      }
      if (acknowledged.length >= KILL_AFTER) killing ??= server.stop('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await killing;
  return acknowledged;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function crashAndRestart(options: ServerOptions) {
  const first = await startServer({ ...options, stdio: 'ignore' });
  await createCustomer(first, email);
  const acknowledged = await burstThenKill(first);
  expect(first.process.signalCode).toBe('SIGKILL');
  const restarted = await startServer({ ...options, dataDir: first.dataDir, stdio: 'ignore' });
  cleanups.push(() => restarted.stop());
  expect((await call(restarted.baseUrl, 'GET', '/api/health')).status).toBe(200);
  return { acknowledged, restarted };
}

describe('a server killed with SIGKILL during a burst of submissions', () => {
  it('keeps every acknowledged ticket in the embedded database', async () => {
    const env = { RATE_LIMITS: 'off' };
    const { acknowledged, restarted } = await crashAndRestart({ env });
    // Removed last, once the server has stopped writing to it (cleanups run newest first).
    cleanups.unshift(async () => rmSync(restarted.dataDir, { recursive: true, force: true }));
    // As `npm run admin` does: a tool connects to the running server's embedded database.
    const database = await openConfiguredDatabase({ DATA_DIR: restarted.dataDir }, { role: 'tool' });
    cleanups.push(() => database.close());
    const stored = await database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(inArray(tickets.id, acknowledged));
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
  });

  describe.skipIf(!postgresUrl)('on PostgreSQL', () => {
    let database: ScratchDatabase;

    it('keeps every acknowledged ticket', async () => {
      database = await createScratchDatabase();
      cleanups.push(() => database.drop());
      const { acknowledged } = await crashAndRestart({
        env: { RATE_LIMITS: 'off', DATABASE_URL: database.url },
      });
      const stored = await database.sql<
        { id: string }[]
      >`select id from tickets where id = any(${acknowledged}::uuid[])`;
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    });
  });
});
