import { loadavg } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { passwordDigest } from '../../src/shared/password-digest.ts';
import { type LiveEvent, liveEvents } from '../../tests/support/live-events.ts';
import { startServer } from '../../tests/support/server-process.ts';
import { call, createCustomer } from '../../tests/system/http.ts';
import { ms, percentile } from '../lib/percentile.ts';
import { residentBytes } from '../lib/process-memory.ts';
import type { BenchSuite } from '../suite.ts';

/** `BENCH_LIVE_STREAMS` and `BENCH_LIVE_ROUNDS` make a quicker run; the target is for 200 desks. */
const STREAMS = Number(process.env.BENCH_LIVE_STREAMS) || 200;
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS) || 30;
const TARGET_P99_MS = 1000;
const admin = { email: 'bench@maple.test', password: 'bench password 1' };
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/**
 * 200 desks open on one built server (embedded PostgreSQL): an admin's reply, from its answer to its
 * event read on each desk's stream, and the server's resident memory per open stream.
 */
export const liveDesk: BenchSuite = {
  name: 'live-desk',
  title: 'Live desk (server-sent events)',
  async run(context) {
    const server = await startServer({
      stdio: 'ignore',
      env: { RATE_LIMITS: 'off', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    });
    const streams: ReturnType<typeof liveEvents>[] = [];
    try {
      await createCustomer(server, 'live-bench@company.ca');
      const signedIn = await call(server.baseUrl, 'POST', '/api/auth/admin/sign-in', {
        email: admin.email,
        passwordHash: await passwordDigest(admin.password, admin.email),
      });
      const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const desk = (method: string, path: string, body?: unknown) =>
        call(server.baseUrl, method, path, body, { cookie });
      const ticketId: string = (await desk('GET', '/api/admin/tickets?page=1')).body.tickets[0].id;
      const reply = () => desk('POST', `/api/admin/tickets/${ticketId}/responses`, { text: 'Noted.' });
      // A first reply and stream warm the server (its statements, its JIT) before memory is read.
      await reply();
      await delay(1000);
      const before = residentBytes(server.process.pid ?? 0);

      const openOne = async () => {
        const response = await fetch(`${server.baseUrl}/api/admin/live`, { headers: { cookie } });
        const stream = liveEvents(response.body as ReadableStream<Uint8Array>);
        streams.push(stream);
        await stream.next((event) => event.event === 'ready', 30_000);
      };
      for (let opened = 0; opened < STREAMS; opened += 20) {
        await Promise.all(Array.from({ length: Math.min(20, STREAMS - opened) }, openOne));
      }
      await delay(2000);
      const after = residentBytes(server.process.pid ?? 0);
      context.log(`${STREAMS} streams open: ${mib(after - before)} more resident memory`);

      const replied = (event: LiveEvent) => event.event === 'ticket';
      const latencies: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Not in step with the server's reads of the events, every 100 ms.
        await delay(Math.random() * 300);
        const answered = await reply().then(() => performance.now());
        const received = await Promise.all(streams.map((stream) => stream.next(replied, 10_000)));
        latencies.push(...received.map((event) => event.at - answered));
      }
      const p99 = percentile(latencies, 99);
      const load = loadavg()
        .map((value) => value.toFixed(2))
        .join(', ');
      context.log(`p50 ${ms(percentile(latencies, 50))}, p99 ${ms(p99)} (load ${load})`);
      const perStream = (after - before) / STREAMS;
      const markdown = [
        `${STREAMS} desk streams open on one built server (embedded PostgreSQL), read by a separate process ` +
          `on the same machine; ${ROUNDS} admin replies one after another, each timed from its answer to its ` +
          `event read on every stream. Load average at the end: ${load}.`,
        '',
        '| measure | value |',
        '| --- | ---: |',
        `| event received, p50 (${latencies.length} receipts) | ${ms(percentile(latencies, 50))} |`,
        `| event received, p99 | ${ms(p99)} |`,
        `| event received, slowest | ${ms(Math.max(...latencies))} |`,
        `| server resident memory before the streams | ${mib(before)} |`,
        `| with ${STREAMS} streams open | ${mib(after)} |`,
        `| per open stream | ${(perStream / 1024).toFixed(1)} KiB |`,
        '',
        `Target: p99 < ${TARGET_P99_MS / 1000} s (${p99 < TARGET_P99_MS ? 'met' : 'MISSED'}).`,
      ].join('\n');
      return {
        markdown,
        data: {
          streams: STREAMS,
          rounds: ROUNDS,
          receipts: latencies.length,
          latencyP50Ms: percentile(latencies, 50),
          latencyP99Ms: p99,
          latencyMaxMs: Math.max(...latencies),
          residentBefore: before,
          residentAfter: after,
          perStreamBytes: perStream,
          loadAverage: loadavg(),
        },
        missed: p99 < TARGET_P99_MS ? [] : [`event p99 ${ms(p99)} ≥ ${ms(TARGET_P99_MS)}`],
      };
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
      await server.dispose();
    }
  },
};
