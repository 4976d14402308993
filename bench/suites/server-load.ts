import { loadavg } from 'node:os';
import { startServer } from '../../tests/support/server-process.ts';
import { createBenchDatabase, type DatabaseKind } from '../lib/bench-database.ts';
import { measureDesk } from '../lib/desk-search.ts';
import { runScenarios } from '../lib/run-scenarios.ts';
import { serverLoadMarkdown } from '../lib/server-load-report.ts';
import type { SizeRun } from '../lib/size-run.ts';
import type { BenchSuite } from '../suite.ts';

/** BENCH_SIZES=1000,10000,100000 to skip the million-ticket run; BENCH_SECONDS per scenario (5). */
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000,1000000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** Above this size only the admin desk is measured: the other scenarios read one customer's rows. */
const ALL_SCENARIOS_UP_TO = 100_000;

/**
 * The built server in its own process, driven by autocannon per database and size: every scenario at 50
 * connections, then the admin desk at 10.
 */
export const serverLoad: BenchSuite = {
  name: 'server-load',
  title: 'Server under load (autocannon)',
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
          const log = (step: string) => context.log(`${kind}, ${tickets} tickets: ${step}`);
          const scenarios =
            tickets <= ALL_SCENARIOS_UP_TO
              ? await runScenarios(server.baseUrl, database.seed, seconds, log)
              : {};
          const desk = await measureDesk(server.baseUrl, database.seed, seconds, log);
          kindRuns.push({ tickets, seedSeconds: database.seedSeconds, loadAverage, scenarios, desk });
        } finally {
          await server.stop();
          await database.drop();
        }
      }
    }
    return { markdown: serverLoadMarkdown(runs, seconds), data: { seconds, connections: 50, runs } };
  },
};
