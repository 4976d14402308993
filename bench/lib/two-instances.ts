import { startServer } from '../../tests/support/server-process.ts';
import { startThrowawayPostgres } from '../../tests/support/throwaway-postgres.ts';
import { createBenchDatabase } from './bench-database.ts';
import { duringLoad, type LiveLagFigures, openLiveWatch, probeTarget } from './live-lag.ts';
import { type LoadFigures, type LoadRequest, measureLoad } from './load.ts';
import { signIn, toLoadRequest } from './run-scenarios.ts';
import { scenarios } from './scenarios.ts';
import { ticketEventCounter } from './ticket-event-counter.ts';

/** The write paths whose events the live streams are measured with. */
export const LIVE_SCENARIOS = ['ticket submission (known email)', 'adding a response'];

export interface TwoInstancesRun {
  tickets: number;
  /** BENCH_DATABASE_URL's server, or a throwaway PostgreSQL 15 started for the run. */
  database: 'BENCH_DATABASE_URL' | 'throwaway PostgreSQL 15';
  /** Per scenario: each server's half of the load, then the desk stream on each server. */
  scenarios: Record<string, { loads: LoadFigures[]; live: LiveLagFigures[] }>;
}

/**
 * Two built servers on one PostgreSQL at `tickets`: each write scenario's 50 connections split between
 * them, with an admin's desk stream open on each and probes written to the first.
 */
export async function measureTwoInstances(
  postgresUrl: string | undefined,
  tickets: number,
  seconds: number,
  log: (message: string) => void,
): Promise<TwoInstancesRun> {
  const throwaway = postgresUrl ? undefined : await startThrowawayPostgres();
  try {
    log(`two instances, ${tickets} tickets: seeding...`);
    const database = await createBenchDatabase('postgres', tickets, postgresUrl ?? throwaway?.url);
    const options = { env: { ...database.serverOptions.env, RATE_LIMITS: 'off' }, stdio: 'ignore' as const };
    const servers = await Promise.all([startServer(options), startServer(options)]);
    const counter = await ticketEventCounter(database);
    try {
      const [first] = servers;
      const target = await probeTarget(first.baseUrl, database.seed.customerTicketId, counter.count);
      const watches = await Promise.all(
        servers.map(async (server) =>
          openLiveWatch(server.baseUrl, (await signIn(server.baseUrl, 'admin')) ?? ''),
        ),
      );
      const measured: TwoInstancesRun['scenarios'] = {};
      for (const scenario of scenarios.filter((s) => LIVE_SCENARIOS.includes(s.name))) {
        log(`two instances, ${tickets} tickets: ${scenario.name}`);
        const spec = await scenario.request(database.seed);
        const requests = await Promise.all(
          servers.map(async (server) =>
            toLoadRequest(server.baseUrl, spec, (await signIn(server.baseUrl, scenario.role)) ?? undefined),
          ),
        );
        const { result: loads, live } = await duringLoad(target, watches, () =>
          Promise.all(
            servers.map((server, index) =>
              measureLoad(server.baseUrl, requests[index] as LoadRequest, seconds, 25),
            ),
          ),
        );
        measured[scenario.name] = { loads, live };
      }
      await Promise.all(watches.map((watch) => watch.close()));
      return {
        tickets,
        database: postgresUrl ? 'BENCH_DATABASE_URL' : 'throwaway PostgreSQL 15',
        scenarios: measured,
      };
    } finally {
      await counter.close();
      await Promise.all(servers.map((server) => server.dispose()));
      await database.drop();
    }
  } finally {
    await throwaway?.remove();
  }
}
