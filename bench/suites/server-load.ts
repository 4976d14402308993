import { loadavg } from 'node:os';
import { startServer } from '../../tests/support/server-process.ts';
import { createBenchDatabase, type DatabaseKind } from '../lib/bench-database.ts';
import { runScenarios } from '../lib/run-scenarios.ts';
import { type SizeRun, serverLoadMarkdown } from '../lib/server-load-report.ts';
import type { BenchSuite } from '../suite.ts';

/** BENCH_SIZES=1000,10000 to skip the 100,000-ticket runs; BENCH_SECONDS per scenario (5). */
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

/** The built server in its own process, driven by autocannon at 50 connections, per database and size. */
export const serverLoad: BenchSuite = {
  name: 'server-load',
  title: 'Server under load (autocannon, 50 connections)',
  async run(context) {
    const kinds: DatabaseKind[] = context.postgresUrl ? ['embedded', 'postgres'] : ['embedded'];
    const runs: Partial<Record<DatabaseKind, SizeRun[]>> = {};
    for (const kind of kinds) {
      const kindRuns: SizeRun[] = [];
      runs[kind] = kindRuns;
      for (const tickets of sizes) {
        context.log(`${kind}, ${tickets} tickets: seeding...`);
        const loadAverage = loadavg()[0] ?? 0;
        const database = await createBenchDatabase(kind, tickets, context.postgresUrl);
        const server = await startServer({
          ...database.serverOptions,
          env: { ...database.serverOptions.env, RATE_LIMITS: 'off' },
          stdio: 'ignore',
        });
        try {
          const scenarios = await runScenarios(server.baseUrl, database.seed, seconds, (scenario) =>
            context.log(`${kind}, ${tickets} tickets: ${scenario}`),
          );
          kindRuns.push({ tickets, seedSeconds: database.seedSeconds, loadAverage, scenarios });
        } finally {
          await server.stop();
          await database.drop();
        }
      }
    }
    return { markdown: serverLoadMarkdown(runs, seconds), data: { seconds, connections: 50, runs } };
  },
};
