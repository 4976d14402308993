import { setTimeout as delay } from 'node:timers/promises';
import { count, isNotNull } from 'drizzle-orm';
import { openConfiguredDatabase } from '../../src/server/db/client.ts';
import { inboundMessages } from '../../src/server/db/inbound-schema.ts';
import { passwordDigest } from '../../src/shared/password-digest.ts';
import { startImapServer } from '../../tests/support/imap-server.ts';
import { gmailReply } from '../../tests/support/mail-fixtures.ts';
import { startServer } from '../../tests/support/server-process.ts';
import { call, createCustomer } from '../../tests/system/http.ts';
import { ms, percentile } from '../lib/percentile.ts';
import type { BenchSuite } from '../suite.ts';

/** `BENCH_INBOUND_MESSAGES` makes a quicker run; the target is for 1,000. */
const MESSAGES = Number(process.env.BENCH_INBOUND_MESSAGES) || 1000;
const LATENCY_ROUNDS = Number(process.env.BENCH_INBOUND_ROUNDS) || 20;
const TARGET_PER_SECOND = 50;
const TARGET_P99_MS = 5000;
const SUPPORT = 'support@maple.test';
const admin = { email: 'bench@maple.test', password: 'bench password 1' };

/**
 * The email channel as deployed: the built server reads a real Dovecot mailbox with IMAP IDLE. A burst of
 * replies appended at once (processed per second, APPEND of the first to the last one's outcome), then
 * single replies one at a time (APPEND to the reply listed by the desk's API).
 */
export const inboundMail: BenchSuite = {
  name: 'inbound-mail',
  title: 'Replies by email (IMAP)',
  async run(context) {
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
      const missed = [
        ...(perSecond >= TARGET_PER_SECOND
          ? []
          : [`${perSecond.toFixed(0)} messages/s < ${TARGET_PER_SECOND}`]),
        ...(p99 < TARGET_P99_MS ? [] : [`single reply p99 ${ms(p99)} ≥ ${ms(TARGET_P99_MS)}`]),
      ];
      const markdown = [
        `The built server on its embedded PostgreSQL reads Dovecot on 127.0.0.1 (IMAP IDLE); replies are ` +
          "Gmail-like messages from the ticket's customer, each added to the ticket.",
        '',
        '| measure | value |',
        '| --- | ---: |',
        `| ${MESSAGES} messages appended at once: APPEND of the first to the last one processed | ${ms(burstMs)} (appending took ${ms(appendedMs)}) |`,
        `| messages processed per second | ${perSecond.toFixed(0)} |`,
        `| single reply, APPEND to listed on the desk, p50 (${LATENCY_ROUNDS} rounds) | ${ms(percentile(latencies, 50))} |`,
        `| the same, p99 | ${ms(p99)} |`,
        '',
        `Targets: ≥ ${TARGET_PER_SECOND} messages/s (${perSecond >= TARGET_PER_SECOND ? 'met' : 'MISSED'}), ` +
          `p99 < ${TARGET_P99_MS / 1000} s (${p99 < TARGET_P99_MS ? 'met' : 'MISSED'}).`,
      ].join('\n');
      return { markdown, data: { messages: MESSAGES, burstMs, perSecond, latencyMs: latencies }, missed };
    } finally {
      await database.close();
      await server.dispose();
      await imap.stop();
    }
  },
};
