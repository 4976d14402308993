import { cpus, loadavg } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { count, isNotNull, like } from 'drizzle-orm';
import { openConfiguredDatabase } from '../../src/server/db/client.ts';
import { inboundMessages } from '../../src/server/db/inbound-schema.ts';
import { ticketResponses } from '../../src/server/db/schema.ts';
import { passwordDigest } from '../../src/shared/password-digest.ts';
import { startImapServer } from '../../tests/support/imap-server.ts';
import { gmailReply } from '../../tests/support/mail-fixtures.ts';
import { startServer } from '../../tests/support/server-process.ts';
import { call, createCustomer } from '../../tests/system/http.ts';
import { type LoadFigures, measureLoad } from '../lib/load.ts';
import { ms, percentile } from '../lib/percentile.ts';
import { steadyMail } from '../lib/steady-mail.ts';
import type { BenchSuite } from '../suite.ts';

/** `BENCH_INBOUND_MESSAGES` makes a quicker run; the target is for 1,000. */
const MESSAGES = Number(process.env.BENCH_INBOUND_MESSAGES) || 1000;
const LATENCY_ROUNDS = Number(process.env.BENCH_INBOUND_ROUNDS) || 20;
const TARGET_PER_SECOND = 50;
const TARGET_P99_MS = 5000;
/** `BENCH_INBOUND_STEADY_SECONDS` shortens the steady phase: replies at 50/s with the site under load. */
const STEADY_SECONDS = Number(process.env.BENCH_INBOUND_STEADY_SECONDS) || 30;
const SITE_CONNECTIONS = 10;
const TARGET_SITE_P99_MS = 200;
const landing = { method: 'GET' as const, path: '/', headers: {} };
const SUPPORT = 'support@maple.test';
const admin = { email: 'bench@maple.test', password: 'bench password 1' };

/** The machine's load average (1, 5, 15 minutes): on a shared machine it moves every figure here. */
const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/**
 * The email channel as deployed: the built server reads a real Dovecot mailbox with IMAP IDLE. A burst of
 * replies appended at once (processed per second, APPEND of the first to the last one's outcome), then
 * single replies one at a time (APPEND to the reply listed by the desk's API), then the landing page
 * under load alone and while replies are appended at 50/s (its p99 and throughput, and each reply's
 * APPEND to its row on the ticket).
 */
export const inboundMail: BenchSuite = {
  name: 'inbound-mail',
  title: 'Replies by email (IMAP)',
  async run(context) {
    const loadAtStart = loadNow();
    const imap = await startImapServer();
    const server = await startServer({
      stdio: 'ignore',
      env: {
        IMAP_URL: imap.url,
        SUPPORT_ADDRESS: SUPPORT,
        RATE_LIMITS: 'off',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
    });
    const database = await openConfiguredDatabase({ DATA_DIR: server.dataDir }, { role: 'tool' });
    try {
      const email = 'bench-customer@company.ca';
      await createCustomer(server, email);
      const signedIn = await call(server.baseUrl, 'POST', '/api/auth/admin/sign-in', {
        email: admin.email,
        passwordHash: await passwordDigest(admin.password, admin.email),
      });
      const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const list = await call(server.baseUrl, 'GET', '/api/admin/tickets?page=1', undefined, { cookie });
      const ticketId: string = list.body.tickets[0].id;
      const reply = (text: string) =>
        gmailReply({ to: SUPPORT, from: email, subject: `Re: [#${ticketId.slice(0, 8)}] Bench`, text });
      const processed = async () =>
        (
          await database.db
            .select({ n: count() })
            .from(inboundMessages)
            .where(isNotNull(inboundMessages.outcome))
        )[0]?.n ?? 0;

      const burst = Array.from({ length: MESSAGES }, (_, n) => reply(`Burst reply ${n}.`));
      const started = performance.now();
      await imap.appendAll(burst);
      const appendedMs = performance.now() - started;
      while ((await processed()) < MESSAGES) await delay(50);
      const burstMs = performance.now() - started;
      const perSecond = MESSAGES / (burstMs / 1000);
      context.log(`${MESSAGES} messages in ${ms(burstMs)} (${perSecond.toFixed(0)}/s)`);

      const latencies: number[] = [];
      for (let round = 0; round < LATENCY_ROUNDS; round++) {
        const text = `Single reply ${round}.`;
        const appended = performance.now();
        await imap.append(reply(text));
        for (;;) {
          const ticket = await call(server.baseUrl, 'GET', `/api/admin/tickets/${ticketId}`, undefined, {
            cookie,
          });
          if (ticket.body.responses.some((response: { text: string }) => response.text === text)) break;
          await delay(25);
        }
        latencies.push(performance.now() - appended);
      }
      const p99 = percentile(latencies, 99);

      // The landing page alone, then with replies mailed at 50/s: the site's p99 and mail in → desk.
      const quiet = await measureLoad(server.baseUrl, landing, STEADY_SECONDS, SITE_CONNECTIONS);
      const appender = await imap.appender();
      const steady = await steadyMail<LoadFigures>(
        TARGET_PER_SECOND,
        STEADY_SECONDS,
        reply,
        (raw) => appender.append(raw),
        () => measureLoad(server.baseUrl, landing, STEADY_SECONDS, SITE_CONNECTIONS),
      ).finally(() => appender.close());
      const deadline = Date.now() + 60_000;
      let added: { text: string; createdAt: Date }[] = [];
      while (Date.now() < deadline) {
        added = await database.db
          .select({ text: ticketResponses.responseText, createdAt: ticketResponses.createdAt })
          .from(ticketResponses)
          .where(like(ticketResponses.responseText, 'Steady reply %'));
        if (added.length >= steady.sent.length) break;
        await delay(250);
      }
      const addedAt = new Map(added.map((row) => [row.text, row.createdAt.getTime()]));
      const deskMs = steady.sent.map(
        ({ text, sentAt }) => (addedAt.get(text) ?? Number.POSITIVE_INFINITY) - sentAt,
      );
      const deskP99 = percentile(deskMs, 99);
      const site = steady.site;
      context.log(
        `steady ${TARGET_PER_SECOND}/s for ${STEADY_SECONDS} s: site p99 ${ms(site.p99Ms)}, mail → desk p99 ${ms(deskP99)}`,
      );

      const missed = [
        ...(perSecond >= TARGET_PER_SECOND
          ? []
          : [`${perSecond.toFixed(0)} messages/s < ${TARGET_PER_SECOND}`]),
        ...(p99 < TARGET_P99_MS ? [] : [`single reply p99 ${ms(p99)} ≥ ${ms(TARGET_P99_MS)}`]),
        ...(site.p99Ms < TARGET_SITE_P99_MS
          ? []
          : [`site p99 with mail at ${TARGET_PER_SECOND}/s ${ms(site.p99Ms)} ≥ ${ms(TARGET_SITE_P99_MS)}`]),
        ...(deskP99 < TARGET_P99_MS
          ? []
          : [`mail → desk p99 at ${TARGET_PER_SECOND}/s ${ms(deskP99)} ≥ ${ms(TARGET_P99_MS)}`]),
      ];
      const loadAtEnd = loadNow();
      const markdown = [
        `The built server on its embedded PostgreSQL reads Dovecot on 127.0.0.1 (IMAP IDLE); replies are ` +
          "Gmail-like messages from the ticket's customer, each added to the ticket. " +
          `Load average (1, 5, 15 min) at the start: ${loadAtStart}; at the end: ${loadAtEnd} (${cpus().length} cores).`,
        '',
        '| measure | value |',
        '| --- | ---: |',
        `| ${MESSAGES} messages appended at once: APPEND of the first to the last one processed | ${ms(burstMs)} (appending took ${ms(appendedMs)}) |`,
        `| messages processed per second | ${perSecond.toFixed(0)} |`,
        `| single reply, APPEND to listed on the desk, p50 (${LATENCY_ROUNDS} rounds) | ${ms(percentile(latencies, 50))} |`,
        `| the same, p99 | ${ms(p99)} |`,
        `| landing page alone, ${SITE_CONNECTIONS} connections: requests/s, p99 | ${quiet.requestsPerSecond}, ${ms(quiet.p99Ms)} |`,
        `| landing page with replies mailed at ${TARGET_PER_SECOND}/s for ${STEADY_SECONDS} s: requests/s, p99 | ${site.requestsPerSecond}, ${ms(site.p99Ms)} (${site.failures} failed) |`,
        `| those ${steady.sent.length} replies, APPEND to added on the desk: p50, p99 (${added.length} added) | ${ms(percentile(deskMs, 50))}, ${ms(deskP99)} |`,
        '',
        `Targets: ≥ ${TARGET_PER_SECOND} messages/s (${perSecond >= TARGET_PER_SECOND ? 'met' : 'MISSED'}), ` +
          `p99 < ${TARGET_P99_MS / 1000} s (${p99 < TARGET_P99_MS ? 'met' : 'MISSED'}); with mail at ${TARGET_PER_SECOND}/s, ` +
          `the site's p99 < ${TARGET_SITE_P99_MS} ms (${site.p99Ms < TARGET_SITE_P99_MS ? 'met' : 'MISSED'}) and mail → desk p99 < ` +
          `${TARGET_P99_MS / 1000} s (${deskP99 < TARGET_P99_MS ? 'met' : 'MISSED'}).`,
      ].join('\n');
      const steadyData = { seconds: STEADY_SECONDS, quiet, site, deskMs };
      const loadAverage = { start: loadAtStart, end: loadAtEnd };
      return {
        markdown,
        data: {
          messages: MESSAGES,
          burstMs,
          perSecond,
          latencyMs: latencies,
          steady: steadyData,
          loadAverage,
        },
        missed,
      };
    } finally {
      await database.close();
      await server.dispose();
      await imap.stop();
    }
  },
};
