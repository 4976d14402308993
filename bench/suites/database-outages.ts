import { createWriteStream } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import postgres from 'postgres';
import { freePort } from '#server/db/embedded-postgres.ts';
import { startServer } from '#tests/support/server-process.ts';
import { startSmtpInbox } from '#tests/support/smtp-inbox.ts';
import { startThrowawayPostgres } from '#tests/support/throwaway-postgres.ts';
import {
  confirmedCustomers,
  deskAdmin,
  deskCookie,
  deskUnderLoad,
  requestsSince,
  untilHealth,
} from '#tests/system/desk-under-load.ts';
import type { BenchSuite } from '../suite.ts';

/**
 * BENCH_OUTAGES (10), BENCH_OUTAGE_SECONDS (10), BENCH_OUTAGE_CLIENTS (10) for a quicker run;
 * BENCH_OUTAGE_LOG=file keeps the server's log.
 */
const rounds = Number(process.env.BENCH_OUTAGES ?? 10);
const outageSeconds = Number(process.env.BENCH_OUTAGE_SECONDS ?? 10);
const clients = Number(process.env.BENCH_OUTAGE_CLIENTS ?? 10);
const STEADY_MS = 5_000;
const TARGET = { healthMs: 5_000, streamMs: 5_000, mailMs: 120_000 };

interface Round {
  alive: boolean;
  healthMs: number;
  streamMs: number;
  slowestAnswerMs: number;
  answered503: number;
}

/**
 * "Stop PostgreSQL for 10 s under load", ten times in a row, on the built server with a PostgreSQL 15 of its
 * own and an SMTP server: is the process alive each time, how long until health answers 200 and the desk's
 * open stream delivers again after the database's return; then every acknowledged write stored, and every
 * queued message delivered once.
 */
export const databaseOutages: BenchSuite = {
  name: 'database-outages',
  title: 'PostgreSQL stopped for 10 s under load, ten times in a row',
  async run(context) {
    const loadAtStart = machineLoad();
    const database = await startThrowawayPostgres();
    const check = postgres(database.url, { max: 1, onnotice: () => {} });
    const inbox = await startSmtpInbox();
    const port = await freePort();
    const logFile = process.env.BENCH_OUTAGE_LOG;
    const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
    const server = await startServer({
      port,
      stdio: 'ignore',
      ...(log && { output: (chunk: string) => log.write(chunk) }),
      env: {
        DATABASE_URL: database.url,
        SMTP_URL: inbox.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: deskAdmin.email,
        ADMIN_PASSWORD: deskAdmin.password,
        RATE_LIMITS: 'off',
      },
    });
    const customers = await confirmedCustomers(server, clients, async (email) => {
      const mail = await inbox.waitFor(email, /^Confirm/);
      return mail.link('/confirm-email').searchParams.get('token') ?? '';
    });
    const running = deskUnderLoad(() => server.baseUrl, customers, await deskCookie(server), 100);
    const results: Round[] = [];
    try {
      for (let round = 1; round <= rounds; round++) {
        await delay(STEADY_MS);
        const stopped = performance.now();
        await database.stop();
        await delay(outageSeconds * 1000);
        const alive = server.process.exitCode === null;
        await database.start();
        const back = performance.now();
        // A return that never comes is recorded as such (Infinity), and the rounds go on.
        const health = await untilHealth(server.baseUrl, 200, back, 60_000).catch(() => ({ ms: Infinity }));
        const streamMs = await running.desk.deliveredAgain(back, 60_000).catch(() => Infinity);
        const gap = requestsSince(running.load, stopped).filter((request) => request.startedAt < back);
        results.push({
          alive,
          healthMs: health.ms,
          streamMs,
          slowestAnswerMs: Math.max(0, ...gap.map((request) => request.ms)),
          answered503: gap.filter((request) => request.status === 503).length,
        });
        context.log(
          `round ${round}: health 200 after ${Math.round(health.ms)} ms, stream after ${Math.round(streamMs)} ms`,
        );
      }
      await running.stop();
      const lastReturn = performance.now();
      const count = async (query: postgres.PendingQuery<{ count: number }[]>) => (await query)[0]?.count ?? 0;
      const unsentAtLastRound = await count(
        check`select count(*)::int as count from mail_outbox where state <> 'sent'`,
      );
      while (performance.now() - lastReturn < TARGET.mailMs) {
        if ((await count(check`select count(*)::int as count from mail_outbox where state <> 'sent'`)) === 0)
          break;
        await delay(1000);
      }
      const mailMs = performance.now() - lastReturn;
      await delay(3000);
      const { tickets, responses } = running.load;
      const storedTickets = await count(
        check`select count(*)::int as count from tickets where id = any(${tickets}::uuid[])`,
      );
      const storedResponses = await count(
        check`select count(*)::int as count from ticket_responses where id = any(${responses}::uuid[])`,
      );
      const outbox = await count(check`select count(*)::int as count from mail_outbox`);
      const unsent = await count(check`select count(*)::int as count from mail_outbox where state <> 'sent'`);
      const messageIds = inbox.mails.map((mail) => mail.messageId);
      const summary = {
        rounds,
        outageSeconds,
        clients,
        aliveInAll: results.every((round) => round.alive),
        acknowledged: tickets.length + responses.length,
        missing: tickets.length + responses.length - storedTickets - storedResponses,
        messages: outbox,
        unsentAtLastRound,
        unsentAfterTwoMinutes: unsent,
        deliveredTwice: messageIds.length - new Set(messageIds).size,
        allMailSentMs: Math.round(mailMs),
        loadAtStart,
        loadAtEnd: machineLoad(),
      };
      const missed = [
        ...(summary.aliveInAll ? [] : ['the process died']),
        ...(summary.missing ? [`${summary.missing} acknowledged writes missing`] : []),
        ...results.flatMap((round, index) => [
          ...(round.healthMs > TARGET.healthMs
            ? [`round ${index + 1}: health 200 after ${Math.round(round.healthMs)} ms`]
            : []),
          ...(round.streamMs > TARGET.streamMs
            ? [`round ${index + 1}: stream after ${Math.round(round.streamMs)} ms`]
            : []),
        ]),
        ...(summary.unsentAfterTwoMinutes
          ? [`${summary.unsentAfterTwoMinutes} messages unsent after 2 minutes`]
          : []),
        ...(summary.deliveredTwice ? [`${summary.deliveredTwice} messages delivered twice`] : []),
      ];
      return { markdown: outagesMarkdown(results, summary), data: { summary, rounds: results }, missed };
    } finally {
      await running.stop();
      await server.stop();
      await inbox.stop();
      await check.end();
      await database.remove();
    }
  },
};

/** The 1- and 5-minute load averages and the cores: how much else the machine was doing. */
function machineLoad(): string {
  const [one = 0, five = 0] = loadavg();
  return `${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) on ${cpus().length} cores`;
}

function outagesMarkdown(results: Round[], summary: Record<string, number | boolean | string>): string {
  const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
  const rows = results.map(
    (round, index) =>
      `| ${index + 1} | ${round.alive ? 'yes' : 'NO'} | ${ms(round.healthMs)} | ${ms(round.streamMs)} | ${ms(round.slowestAnswerMs)} | ${round.answered503} |`,
  );
  return [
    `${summary.clients} clients filing tickets and replying (a pause of 100 ms between rounds), an admin's desk stream open, an SMTP server; PostgreSQL 15 stopped (fast shutdown) for ${summary.outageSeconds} s, ${summary.rounds} times. Times are from the database's return. Targets: health 200 and the stream within 5 s.`,
    '',
    '| round | process alive | health 200 | desk stream delivers again | slowest answer in the gap | answered 503 in the gap |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Acknowledged writes: ${summary.acknowledged}, missing: ${summary.missing}. Messages: ${summary.messages}, unsent at the end of the last round: ${summary.unsentAtLastRound}, 2 minutes later: ${summary.unsentAfterTwoMinutes}, delivered twice: ${summary.deliveredTwice}; all sent ${summary.allMailSentMs} ms after the last round.`,
    '',
    `Machine load: ${summary.loadAtStart} at the start, ${summary.loadAtEnd} at the end.`,
  ].join('\n');
}
