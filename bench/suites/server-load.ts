import { loadavg } from 'node:os';
import { startServer } from '../../tests/support/server-process.ts';
import { createBenchDatabase, type DatabaseKind } from '../lib/bench-database.ts';
import { measureDesk } from '../lib/desk-search.ts';
import { duringLoad, type LiveLagFigures, openLiveWatch, probeTarget } from '../lib/live-lag.ts';
import { liveLagMarkdown } from '../lib/live-lag-report.ts';
import { type AroundLoad, runScenarios } from '../lib/run-scenarios.ts';
import { serverLoadMarkdown } from '../lib/server-load-report.ts';
import type { SizeRun } from '../lib/size-run.ts';
import { ticketEventCounter } from '../lib/ticket-event-counter.ts';
import { LIVE_SCENARIOS, measureTwoInstances, type TwoInstancesRun } from '../lib/two-instances.ts';
import type { BenchSuite } from '../suite.ts';

/**
 * BENCH_SIZES=1000,10000,100000 to skip the million-ticket run; BENCH_SECONDS per scenario (5);
 * BENCH_DESK=off to measure the writes and their live stream without the admin desk's searches.
 */
const measuresDesk = process.env.BENCH_DESK !== 'off';
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000,1000000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** Above this size only the admin desk is measured: the other scenarios read one customer's rows. */
const ALL_SCENARIOS_UP_TO = 100_000;

/**
 * The built server in its own process, driven by autocannon per database and size: every scenario at 50
 * connections, with an admin's live stream open through the writes, then the admin desk at 10; then the
 * writes on two servers sharing one PostgreSQL, at the largest size that has every scenario.
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
        const counter = await ticketEventCounter(database);
        try {
          const log = (step: string) => context.log(`${kind}, ${tickets} tickets: ${step}`);
          const target = await probeTarget(server.baseUrl, database.seed.customerTicketId, counter.count);
          const watch = await openLiveWatch(server.baseUrl, target.cookie);
          const live: Record<string, LiveLagFigures[]> = {};
          const withLiveStream: AroundLoad = async (scenario, load) => {
            if (!LIVE_SCENARIOS.includes(scenario)) return load();
            const measured = await duringLoad(target, [watch], load);
            live[scenario] = measured.live;
            return measured.result;
          };
          const scenarios =
            tickets <= ALL_SCENARIOS_UP_TO
              ? await runScenarios(server.baseUrl, database.seed, seconds, log, withLiveStream)
              : {};
          await watch.close();
          const desk = measuresDesk
            ? await measureDesk(server.baseUrl, database.seed, seconds, log)
            : undefined;
          kindRuns.push({ tickets, seedSeconds: database.seedSeconds, loadAverage, scenarios, desk, live });
        } finally {
          await counter.close();
          await server.stop();
          await database.drop();
        }
      }
    }
    const twoAt = sizes.filter((tickets) => tickets <= ALL_SCENARIOS_UP_TO).at(-1);
    const two: TwoInstancesRun | undefined =
      twoAt === undefined
        ? undefined
        : await measureTwoInstances(context.postgresUrl, twoAt, seconds, context.log);
    const live = liveLagMarkdown(runs, two);
    return {
      markdown: `${serverLoadMarkdown(runs, seconds)}\n\n${live.markdown}`,
      data: { seconds, connections: 50, runs, twoInstances: two },
      missed: live.missed,
    };
  },
};
