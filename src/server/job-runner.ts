import { EventEmitter } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { type Runner, type RunnerOptions, run, type WorkerEvents } from 'graphile-worker';
import type { JobRunnerHealth } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import { jobRunnerLeases } from '#server/db/schema.ts';
import type { Logger } from '#server/logger.ts';

/** How often a running pool renews its lease, and how long a lease outlives its last renewal. */
const RENEW_MS = 5_000;
const LEASE_SECONDS = 30;
const RESTART_DELAY_MS = { first: 1_000, max: 10_000 };

export interface SupervisedJobRunner {
  /** Resolves once the first start succeeded or failed (the supervisor tries again either way). */
  started: Promise<void>;
  health(): JobRunnerHealth;
  stop(): Promise<void>;
}

interface Deps {
  db: Database;
  logger: Logger;
}

/** Keeps `poolId`'s lease: its jobs are its own while the lease holds. */
async function renewLease(db: Database, poolId: string) {
  await db
    .insert(jobRunnerLeases)
    .values({ poolId })
    .onConflictDoUpdate({ target: jobRunnerLeases.poolId, set: { renewedAt: sql`now()` } });
}

/** Releases the jobs of pools known to be gone, for any runner to take again. */
async function releaseJobsOf(db: Database, poolIds: string[]) {
  const ids = sql.param(poolIds);
  await db.execute(sql`select graphile_worker.force_unlock_workers(${ids}::text[])`);
  await db.execute(sql`delete from ${jobRunnerLeases} where pool_id = any(${ids}::text[])`);
}

/**
 * Releases the jobs locked by pools whose lease lapsed (their process died: a `kill -9`, a lost machine)
 * and forgets old leases; answers the pools released.
 */
async function releaseLapsedPools(db: Database): Promise<string[]> {
  const lease = sql.raw(`interval '${LEASE_SECONDS} seconds'`);
  const rows = await rowsOf<{ pool_id: string }>(
    db,
    sql`
    with lapsed as (
      select distinct jobs.locked_by as pool_id from graphile_worker.jobs
      where jobs.locked_by is not null and jobs.locked_at < now() - ${lease}
        and not exists (
          select 1 from ${jobRunnerLeases} held
          where held.pool_id = jobs.locked_by and held.renewed_at > now() - ${lease}
        )
    ), released as (
      select graphile_worker.force_unlock_workers(array(select pool_id from lapsed))
    ), forgotten as (
      delete from ${jobRunnerLeases} where renewed_at < now() - interval '1 day'
    )
    select pool_id from lapsed where (select count(*) from released) = 1`,
  );
  return rows.map((row) => row.pool_id);
}

/**
 * graphile-worker's runner, started again whenever it stops (a worker that could not record a job's end
 * while the database was down stops its pool), and the release of jobs left locked by pools that are gone:
 * this process's own at once, another process's once its lease lapsed (docs/decisions/job-runner-supervised.md).
 */
export function superviseJobRunner(options: RunnerOptions, { db, logger }: Deps): SupervisedJobRunner {
  let health: JobRunnerHealth = { status: 'starting', since: new Date() };
  let current: { runner?: Runner; poolId?: string } = {};
  /** This process's pools that stopped, whose jobs are still to release. */
  const stopped = new Set<string>();
  /** Since when every renewal succeeded: another pool's lease is judged only after a whole lease of them. */
  let renewingSince: number | undefined;
  const stopping = new AbortController();
  const pause = (ms: number) => delay(ms, undefined, { signal: stopping.signal }).catch(() => {});

  const tend = async () => {
    try {
      if (current.poolId) await renewLease(db, current.poolId);
      renewingSince ??= Date.now();
      if (stopped.size > 0) {
        const poolIds = [...stopped];
        await releaseJobsOf(db, poolIds);
        for (const poolId of poolIds) stopped.delete(poolId);
        logger.info({ poolIds }, 'job runner: released the jobs of its stopped pool');
      }
      if (Date.now() - renewingSince >= LEASE_SECONDS * 1000) {
        const released = await releaseLapsedPools(db);
        if (released.length > 0)
          logger.warn({ poolIds: released }, 'job runner: released the jobs of a runner that is gone');
      }
    } catch (error) {
      renewingSince = undefined;
      logger.debug({ err: error }, 'job runner: leases not renewed');
    }
  };

  let firstAttempt: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    firstAttempt = resolve;
  });
  const runOnce = async () => {
    const events = new EventEmitter() as WorkerEvents;
    events.on('pool:create', ({ workerPool }) => {
      current.poolId = workerPool.id;
      void tend();
    });
    current.runner = await run({ ...options, events });
    firstAttempt();
    health = { status: 'running', since: new Date() };
    if (stopping.signal.aborted) await current.runner.stop();
    await current.runner.promise;
  };

  const supervising = (async () => {
    for (let restartDelay = RESTART_DELAY_MS.first; !stopping.signal.aborted; ) {
      const startedAt = Date.now();
      try {
        await runOnce();
        if (!stopping.signal.aborted) logger.error('job runner stopped by itself; starting it again');
      } catch (error) {
        if (!stopping.signal.aborted) logger.error({ err: error }, 'job runner failed; starting it again');
      }
      firstAttempt();
      if (current.poolId) stopped.add(current.poolId);
      current = {};
      if (stopping.signal.aborted) break;
      if (health.status === 'running') health = { status: 'restarting', since: new Date() };
      if (Date.now() - startedAt > RESTART_DELAY_MS.max) restartDelay = RESTART_DELAY_MS.first;
      await pause(restartDelay);
      restartDelay = Math.min(restartDelay * 2, RESTART_DELAY_MS.max);
    }
  })();
  const tending = setInterval(() => void tend(), RENEW_MS);
  tending.unref();

  return {
    started,
    health: () => health,
    async stop() {
      stopping.abort();
      clearInterval(tending);
      const poolId = current.poolId;
      await current.runner?.stop();
      await supervising;
      // A clean stop released its jobs itself; its lease goes with it.
      if (poolId) await releaseJobsOf(db, [poolId]).catch(() => {});
    },
  };
}
