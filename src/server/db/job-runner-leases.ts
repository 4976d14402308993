import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The job runners alive on this database: each renews its pool's row while it runs, so the jobs locked by a
 * pool whose lease lapsed (its process died) can be released (docs/decisions/job-runner-supervised.md).
 */
export const jobRunnerLeases = pgTable('job_runner_leases', {
  /** graphile-worker's pool id, which the jobs it runs carry as `locked_by`. */
  poolId: text('pool_id').primaryKey(),
  renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
});
