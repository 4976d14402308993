import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openConfiguredDatabase } from '#server/db/client.ts';
import { ticketResponses, tickets } from '#server/db/schema.ts';
import { latestLinkToken } from '#tests/support/outbox.ts';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import {
  confirmedCustomers,
  type DeskUnderLoad,
  deskAdmin,
  deskCookie,
  deskUnderLoad,
  MAX_ANSWER_MS,
  requestsSince,
  untilHealth,
} from './desk-under-load.ts';

const CLIENTS = 4;
const PAUSE_MS = 100;
const BACK_WITHIN_MS = 30_000;

// The default configuration: the app's own PostgreSQL, whose postmaster dies under it as the OOM killer
// would kill it.
describe('the embedded PostgreSQL killed under load', () => {
  let server: ServerProcess;
  let output = '';
  let tool: DatabaseHandle;
  let running: DeskUnderLoad;

  beforeAll(async () => {
    server = await startServer({
      env: { ADMIN_EMAIL: deskAdmin.email, ADMIN_PASSWORD: deskAdmin.password, RATE_LIMITS: 'off' },
      output: (chunk) => {
        output += chunk;
      },
    });
    // As `npm run admin` does: a tool connects to the running server's database.
    tool = await openConfiguredDatabase({ DATA_DIR: server.dataDir }, { role: 'tool' });
    const customers = await confirmedCustomers(server, CLIENTS, (email) =>
      latestLinkToken(tool.db, email, 'confirm_email'),
    );
    running = deskUnderLoad(() => server.baseUrl, customers, await deskCookie(server), PAUSE_MS);
    await delay(2000);
  }, 120_000);

  afterAll(async () => {
    await running?.stop();
    await tool?.close();
    await server?.dispose();
  });

  it('kill -9 of its postmaster: said once, started again with crash recovery, 503 meanwhile', {
    timeout: 90_000,
  }, async () => {
    const postmaster = Number(
      readFileSync(join(server.dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0],
    );
    const killed = performance.now();
    process.kill(postmaster, 'SIGKILL');
    const health = await untilHealth(server.baseUrl, 200, killed, BACK_WITHIN_MS);
    const stream = await running.desk.deliveredAgain(killed + health.ms, BACK_WITHIN_MS);
    console.log(
      `embedded PostgreSQL killed: health 200 after ${Math.round(health.ms)} ms, the desk stream delivering again ${Math.round(stream)} ms later`,
    );
    await delay(2000);

    expect(server.process.exitCode).toBeNull();
    expect(output.match(/the embedded PostgreSQL server exited unexpectedly \(SIGKILL\)/g)).toHaveLength(1);
    const gap = requestsSince(running.load, killed).filter(
      (request) => request.startedAt < killed + health.ms,
    );
    expect(gap.filter((request) => request.status === 'no answer' || request.ms > MAX_ANSWER_MS)).toEqual([]);
    expect(gap.filter((request) => request.status === 503 && request.retryAfter === null)).toEqual([]);
  });

  it('kept every acknowledged write', { timeout: 60_000 }, async () => {
    await running.load.stop();
    const { tickets: ticketIds, responses } = running.load;
    expect(ticketIds.length).toBeGreaterThan(20);
    const storedTickets = await tool.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(inArray(tickets.id, ticketIds));
    const storedResponses = await tool.db
      .select({ id: ticketResponses.id })
      .from(ticketResponses)
      .where(inArray(ticketResponses.id, responses));
    expect(storedTickets.length).toBe(new Set(ticketIds).size);
    expect(storedResponses.length).toBe(new Set(responses).size);
  });
});
