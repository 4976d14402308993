-- The job runners alive on this database, each renewing its pool's lease, so the jobs of a pool whose process
-- died are released (docs/decisions/job-runner-supervised.md).
CREATE TABLE "job_runner_leases" (
	"pool_id" text PRIMARY KEY NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
