import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openConfiguredDatabase } from '#server/db/client.ts';
import { startServer } from '../../tests/support/server-process.ts';
import { createBenchDatabase } from '../lib/bench-database.ts';
import { DESK_CONNECTIONS } from '../lib/desk-search.ts';
import { type LoadFigures, measureLoad } from '../lib/load.ts';
import { signIn, toLoadRequest } from '../lib/run-scenarios.ts';
import type { BenchSuite } from '../suite.ts';

/** BENCH_ANALYTICS_TICKETS (1,000,000: two years of seeded tickets); BENCH_SECONDS per figure (5). */
const tickets = Number(process.env.BENCH_ANALYTICS_TICKETS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const periods = ['7', '30', '90'] as const;
const TARGET_P99_MS = 300;
const TARGET_CSV_START_MS = 1000;

/** The server's resident memory, from /proc (Linux). */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

/** The date `days` days before today (UTC), as YYYY-MM-DD. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * A 90-day CSV nobody asked for yet (its figures are computed first), ending where the seeded tickets
 * end (20 days ago), so every day of it is full: when its first bytes arrive, its size, and the
 * server's memory while it streams.
 */
async function measureCsv(baseUrl: string, cookie: string, pid: number) {
  const started = performance.now();
  const period = `from=${daysAgo(110)}&to=${daysAgo(21)}`;
  const response = await fetch(`${baseUrl}/api/admin/analytics/export?${period}`, { headers: { cookie } });
  const reader = response.body?.getReader();
  if (!reader) throw new Error(`the CSV answered ${response.status} without a body`);
  let firstByteMs: number | undefined;
  let bytes = 0;
  const memory = [residentMb(pid)];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByteMs ??= performance.now() - started;
    bytes += value.byteLength;
    memory.push(residentMb(pid));
  }
  memory.push(residentMb(pid));
  return {
    firstByteMs: Math.round(firstByteMs ?? 0),
    totalMs: Math.round(performance.now() - started),
    megabytes: Math.round(bytes / 2 ** 20),
    rssMb: { before: memory[0] ?? 0, peak: Math.max(...memory) },
  };
}

/**
 * The analytics page's answer for each ready-made period: computed once with nothing cached (cold),
 * then at 10 admins at once; and the 90-day CSV. Seeded tickets get their measures as the migration
 * gives existing ones (every hour counting), and one in four resolved tickets an answer.
 */
export const analytics: BenchSuite = {
  name: 'analytics',
  title: 'Analytics page and CSV',
  async run(context) {
    context.log(`${tickets} tickets: seeding...`);
    const database = await createBenchDatabase('embedded', tickets, undefined);
    const measured = await openConfiguredDatabase(
      { DATA_DIR: database.serverOptions.dataDir ?? '' },
      { role: 'tool' },
    );
    const started = performance.now();
    // As migration 0023 backfills: every ticket measured with the day counts' triggers off, then counted once.
    await measured.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`select refresh_ticket_measures(id, 'UTC', 0, 1440, array[1, 2, 3, 4, 5, 6, 7]) from tickets`,
      );
      await tx.execute(sql`insert into satisfaction_answers (ticket_id, rating, answered_at)
        select ticket_id, case when random() < 0.8 then 'good' else 'bad' end, resolved_at + interval '1 hour'
        from ticket_measures where resolved_at is not null and random() < 0.25`);
    });
    const measuresSeconds = Math.round((performance.now() - started) / 1000);
    const counting = performance.now();
    await measured.db.execute(sql`select analytics_recount('UTC', 86400)`);
    const countSeconds = Math.round((performance.now() - counting) / 1000);
    await measured.db.execute(sql`vacuum analyze`);
    await measured.close();
    const server = await startServer({
      ...database.serverOptions,
      env: { ...database.serverOptions.env, RATE_LIMITS: 'off' },
      stdio: 'ignore',
    });
    try {
      const cookie = await signIn(server.baseUrl, 'admin');
      if (!cookie) throw new Error('the analytics page needs an admin sign-in');
      const figures: Record<string, { coldMs: number; loaded: LoadFigures }> = {};
      for (const days of periods) {
        const path = `/api/admin/analytics?days=${days}`;
        const cold = performance.now();
        await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
        const coldMs = Math.round(performance.now() - cold);
        context.log(`${days} days: cold ${coldMs} ms, then ${DESK_CONNECTIONS} admins`);
        const request = toLoadRequest(server.baseUrl, { method: 'GET', path }, cookie);
        figures[days] = {
          coldMs,
          loaded: await measureLoad(server.baseUrl, request, seconds, DESK_CONNECTIONS),
        };
      }
      const pid = server.process.pid ?? 0;
      const csv = await measureCsv(server.baseUrl, cookie, pid);
      const missed = [
        ...periods.flatMap((days) => {
          const { loaded, coldMs } = figures[days] ?? { loaded: { p99Ms: 0 }, coldMs: 0 };
          return [
            ...(loaded.p99Ms > TARGET_P99_MS ? [`${days} days: p99 ${loaded.p99Ms} ms at 10 admins`] : []),
            ...(coldMs > TARGET_P99_MS ? [`${days} days: ${coldMs} ms computed cold`] : []),
          ];
        }),
        ...(csv.firstByteMs > TARGET_CSV_START_MS ? [`CSV started after ${csv.firstByteMs} ms`] : []),
      ];
      const rows = periods.map((days) => {
        const figure = figures[days];
        return `| ${days} days | ${figure?.coldMs} | ${figure?.loaded.p50Ms} | ${figure?.loaded.p99Ms} | ${figure?.loaded.requestsPerSecond} | ${figure?.loaded.failures} |`;
      });
      const markdown = [
        `${tickets.toLocaleString('en')} seeded tickets over two years; measures for all computed in ${measuresSeconds} s, their day counts in ${countSeconds} s. ${DESK_CONNECTIONS} admins at once for ${seconds} s per period; a period's figures are read from the day counts and computed once a minute per server.`,
        '',
        '| period | cold (ms) | p50 (ms) | p99 (ms) | req/s | failures |',
        '| ------ | --------- | -------- | -------- | ----- | -------- |',
        ...rows,
        '',
        `90-day CSV (its figures not computed before; 20 to 110 days ago): first bytes after ${csv.firstByteMs} ms, ${csv.megabytes} MB in ${csv.totalMs} ms; server memory ${csv.rssMb.before} MB before, ${csv.rssMb.peak} MB at most while streaming.`,
      ].join('\n');
      return { markdown, data: { tickets, measuresSeconds, countSeconds, figures, csv }, missed };
    } finally {
      await server.stop();
      await database.drop();
    }
  },
};
