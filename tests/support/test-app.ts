import { Logger as JobLogger, runOnce } from 'graphile-worker';
import { afterAll } from 'vitest';
import { createApp } from '#server/app.ts';
import type { AppDeps } from '#server/app-env.ts';
import { withCleanErrors } from '#server/clean-task-errors.ts';
import { loadEnv } from '#server/env.ts';
import { startLiveDesk } from '#server/features/live/index.ts';
import { jobTasks } from '#server/job-worker.ts';
import { createLogger } from '#server/logger.ts';
import { reactToTicketEvents } from '#server/ticket-event-reactor.ts';
import { ApiClient } from './api-client.ts';
import { TestClock } from './test-clock.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
}

/**
 * The whole API on a private database, called in-process through app.request().
 * Call it at the top of a test file (or in beforeAll); the database is closed after the file.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase();
  const clock = new TestClock();
  const logger = createLogger({ LOG_LEVEL: 'silent', LOG_FORMAT: 'json' });
  const now = () => clock.now();
  const live = await startLiveDesk(database.url, { db: database.db, logger, now });
  const deps: AppDeps = {
    db: database.db,
    env: loadEnv({ NODE_ENV: 'test', TRUST_PROXY: 'true', LOG_LEVEL: 'silent', ...options.env }),
    logger,
    now,
    pingDatabase: database.ping,
    live,
    // As a server whose runner runs; runJobs below stands for it.
    parts: { jobRunner: () => ({ status: 'running', since: new Date(0) }) },
  };
  const app = createApp(deps);
  afterAll(async () => {
    await live.close();
    await database.close();
  });

  let clients = 0;
  return {
    app,
    deps,
    db: database.db,
    database,
    clock,
    /**
     * Reacts to every ticket event so far and runs every job queued, and those they queue, as the
     * server's worker does after a change.
     */
    runJobs: async () => {
      for (
        let turn = await reactToTicketEvents(deps);
        turn.read > 0;
        turn = await reactToTicketEvents(deps)
      ) {
        if (turn.done < turn.read) throw new Error('a reaction to a ticket event failed');
      }
      await runOnce({
        connectionString: database.url,
        taskList: withCleanErrors(jobTasks(deps)),
        logger: new JobLogger(() => () => {}),
      });
    },
    /** A caller with its own cookie jar and its own client address (for rate limits). */
    client: (address = `198.51.100.${++clients}`) => new ApiClient(app, address),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
