import { createWriteStream } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#server/db/embedded-postgres.ts';
import { type ServerProcess, startServer } from '#tests/support/server-process.ts';
import { type SmtpInbox, startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import {
  postgres15Available,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '#tests/support/throwaway-postgres.ts';
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
const PAUSE_MS = 250;
const OUTAGE_MS = 8_000;
/** Generous on a shared 2-core machine; the figures measured are logged and in bench/results.md. */
const BACK_WITHIN_MS = 15_000;
/** The desk stream's LISTEN connection reconnects with the driver's own back-off (up to 20 s). */
const STREAM_BACK_WITHIN_MS = 30_000;

// The built server on a PostgreSQL 15 of its own, with an SMTP server, under a steady write load with the
// desk's live stream open, while that PostgreSQL is stopped, killed and restarted, the SMTP server stopped
// and the app killed.
describe.skipIf(!postgres15Available)('faults under load on PostgreSQL 15', () => {
  let database: ThrowawayPostgres;
  let inbox: SmtpInbox;
  let server: ServerProcess;
  let env: Record<string, string>;
  let port: number;
  let running: DeskUnderLoad;
  let check: postgres.Sql;
  const measured: Record<string, number> = {};

  /** FAULT_SUITE_LOG=file keeps the server's log lines there (LOG_LEVEL=info for more). */
  async function startLoggedServer() {
    const logFile = process.env.FAULT_SUITE_LOG;
    const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
    return startServer({
      port,
      env: { ...env, ...(log && { LOG_LEVEL: 'debug' }) },
      stdio: 'ignore',
      ...(log && { output: (chunk: string) => log.write(chunk) }),
    });
  }

  const alive = () => server.process.exitCode === null && server.process.signalCode === null;

  beforeAll(async () => {
    database = await startThrowawayPostgres();
    check = postgres(database.url, { max: 1, onnotice: () => {} });
    inbox = await startSmtpInbox();
    port = await freePort();
    env = {
      DATABASE_URL: database.url,
      SMTP_URL: inbox.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_FROM: 'Maple AI <support@maple.test>',
      ADMIN_EMAIL: deskAdmin.email,
      ADMIN_PASSWORD: deskAdmin.password,
      RATE_LIMITS: 'off',
    };
    server = await startLoggedServer();
    const customers = await confirmedCustomers(server, CLIENTS, async (email) => {
      const mail = await inbox.waitFor(email, /^Confirm/);
      return mail.link('/confirm-email').searchParams.get('token') ?? '';
    });
    running = deskUnderLoad(() => server.baseUrl, customers, await deskCookie(server), PAUSE_MS);
    await delay(2000);
  }, 120_000);

  afterAll(async () => {
    console.log('fault suite (PostgreSQL 15), measured:', measured);
    await running?.stop();
    await server?.dispose();
    await inbox?.stop();
    await check?.end();
    await database?.remove();
  });

  /** The database gone for `OUTAGE_MS` by `takeDown`, then started again; what the app did meanwhile. */
  async function outage(name: string, takeDown: () => Promise<void>) {
    const acknowledgedBefore = running.load.tickets.length;
    const started = performance.now();
    await takeDown();
    await delay(1000);
    const during = await fetch(`${server.baseUrl}/api/health`);
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({
      status: 'unavailable',
      parts: { database: { status: 'down' } },
    });
    await delay(OUTAGE_MS - 1000);
    expect(alive()).toBe(true);

    await database.start();
    const back = performance.now();
    const health = await untilHealth(server.baseUrl, 200, back, BACK_WITHIN_MS);
    const stream = await running.desk.deliveredAgain(back, STREAM_BACK_WITHIN_MS);
    measured[`${name}: health 200 after the database's return (ms)`] = Math.round(health.ms);
    measured[`${name}: the desk stream delivering again (ms)`] = Math.round(stream);
    await delay(2000);

    const gap = requestsSince(running.load, started).filter((request) => request.startedAt < back);
    measured[`${name}: slowest answer during the gap (ms)`] = Math.round(Math.max(...gap.map((r) => r.ms)));
    expect(gap.filter((request) => request.status === 'no answer' || request.ms > MAX_ANSWER_MS)).toEqual([]);
    expect(gap.filter((request) => request.status === 503 && request.retryAfter === null)).toEqual([]);
    expect(running.load.tickets.length).toBeGreaterThan(acknowledgedBefore);
    expect(alive()).toBe(true);
  }

  it('PostgreSQL stopped under load: 503 with Retry-After within seconds, the process up, all back', {
    timeout: 60_000,
  }, async () => {
    await outage('stopped', () => database.stop());
  });

  it('PostgreSQL killed (SIGKILL) under load: the same, after its crash recovery', {
    timeout: 60_000,
  }, async () => {
    await outage('killed', () => database.kill());
  });

  it('PostgreSQL restarted under load: back within seconds', async () => {
    await database.stop();
    await database.start();
    const back = performance.now();
    await untilHealth(server.baseUrl, 200, back, BACK_WITHIN_MS);
    measured['restarted: the desk stream delivering again (ms)'] = Math.round(
      await running.desk.deliveredAgain(back, STREAM_BACK_WITHIN_MS),
    );
    expect(alive()).toBe(true);
  });

  it('the SMTP server stopped: mail waits, then goes out within seconds of its return', {
    timeout: 120_000,
  }, async () => {
    await inbox.stop();
    await delay(25_000);
    const waiting = await check<{ count: number }[]>`
      select count(*)::int as count from mail_outbox where state = 'queued'`;
    expect(waiting[0]?.count).toBeGreaterThan(0);
    expect(alive()).toBe(true);
    const [{ returned } = { returned: '' }] = await check<
      { returned: string }[]
    >`select now()::text as returned`;
    await inbox.start();
    const back = performance.now();
    await expect
      .poll(
        async () =>
          (
            await check<{ count: number }[]>`
              select count(*)::int as count from mail_outbox where state = 'queued' and created_at <= ${returned}::timestamptz`
          )[0]?.count,
        { timeout: 90_000, interval: 1000 },
      )
      .toBe(0);
    measured['SMTP back: mail queued during the outage sent (ms)'] = Math.round(performance.now() - back);
  });

  it('the app killed (SIGKILL) while sending mail, and started again: the jobs it held go out within a minute', {
    timeout: 150_000,
  }, async () => {
    // The SMTP server stalls, so the runner holds jobs (locked, mid-delivery) at the moment it dies.
    inbox.hold();
    const lockedJobs = async () =>
      (
        await check<{ id: string }[]>`
          select id::text from graphile_worker.jobs where task_identifier = 'send_mail' and locked_at is not null`
      ).map((job) => job.id);
    let held = await lockedJobs();
    while (held.length === 0) {
      await delay(200);
      held = await lockedJobs();
    }
    await server.stop('SIGKILL');
    inbox.release();
    server = await startLoggedServer();
    const back = performance.now();
    await running.desk.deliveredAgain(back, STREAM_BACK_WITHIN_MS);
    // A job done is deleted: none of those the dead runner held is left.
    await expect
      .poll(
        async () =>
          (
            await check<{ count: number }[]>`
            select count(*)::int as count from graphile_worker.jobs where id = any(${held}::bigint[])`
          )[0]?.count,
        { timeout: 90_000, interval: 1000 },
      )
      .toBe(0);
    measured['app killed: the jobs it held sent (ms)'] = Math.round(performance.now() - back);
  });

  it('kept every acknowledged write and delivered every queued message once', {
    timeout: 180_000,
  }, async () => {
    await running.load.stop();
    const { tickets, responses } = running.load;
    expect(tickets.length).toBeGreaterThan(100);
    const storedTickets = await check<
      { id: string }[]
    >`select id from tickets where id = any(${tickets}::uuid[])`;
    const storedResponses = await check<{ id: string }[]>`
      select id from ticket_responses where id = any(${responses}::uuid[])`;
    expect(storedTickets.length).toBe(new Set(tickets).size);
    expect(storedResponses.length).toBe(new Set(responses).size);

    await expect
      .poll(
        async () =>
          (
            await check<
              { count: number }[]
            >`select count(*)::int as count from mail_outbox where state <> 'sent'`
          )[0]?.count,
        { timeout: 120_000, interval: 1000 },
      )
      .toBe(0);
    await delay(3000);
    const [sent] = await check<{ count: number }[]>`select count(*)::int as count from mail_outbox`;
    const messageIds = inbox.mails.map((mail) => mail.messageId);
    const distinct = new Set(messageIds);
    measured['messages delivered'] = messageIds.length;
    measured['messages delivered twice'] = messageIds.length - distinct.size;
    expect(distinct.size).toBe(sent?.count);
    // Only a message whose sending the SIGKILL cut between the SMTP server's acceptance and the commit of
    // its mark could go out twice; the kill came while the server stalled before taking any.
    expect(messageIds.length - distinct.size).toBe(0);
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });
});
