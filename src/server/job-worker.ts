import { type TaskList, Logger as WorkerLogger } from 'graphile-worker';
import type { AppDeps, JobRunnerHealth } from '#server/app-env.ts';
import { PROCESS_INBOUND_TASK, processInbound } from '#server/features/inbound/index.ts';
import { SEND_MAIL_TASK, sendMailTask, startSmtpRetryPrompt } from '#server/features/mail/index.ts';
import { DESK_DIGEST_TASK, sendDeskDigest } from '#server/features/notices/index.ts';
import { superviseJobRunner } from '#server/job-runner.ts';
import type { Logger } from '#server/logger.ts';
import { startTicketEventReactor } from '#server/ticket-event-reactor.ts';
import { withCleanErrors } from './clean-task-errors.ts';

export type JobDeps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'now'>;

/** graphile-worker's log lines into ours, at debug level for its routine chatter. */
function workerLogger(logger: Logger): WorkerLogger {
  return new WorkerLogger(() => (level, message, meta) => {
    const line = { ...meta, component: 'job-worker' };
    if (level === 'error') logger.error(line, message);
    else if (level === 'warning') logger.warn(line, message);
    else logger.debug(line, message);
  });
}

/** The queued jobs: the admins' digests and, with SMTP, the sending of each message. */
export function jobTasks(deps: JobDeps): TaskList {
  const { env } = deps;
  return {
    [PROCESS_INBOUND_TASK]: (payload) => processInbound(deps, (payload as { id: string }).id),
    [DESK_DIGEST_TASK]: (payload) =>
      sendDeskDigest(deps.db, deps, (payload as { adminId: string }).adminId, deps.now()),
    ...(env.SMTP_URL && {
      [SEND_MAIL_TASK]: sendMailTask({ ...deps, env: { ...env, SMTP_URL: env.SMTP_URL } }),
    }),
  };
}

export interface JobWorker {
  /** Whether the job runner runs; the reactions' progress is read from the database (health). */
  jobRunner(): JobRunnerHealth;
  stop(): Promise<void>;
}

/**
 * What runs after a change commits: the reactions to ticket events and the jobs queued in the database
 * (`url`; graphile-worker keeps its own small pool), its runner supervised (job-runner.ts).
 */
export async function startJobWorker(url: string, deps: JobDeps): Promise<JobWorker> {
  const runner = superviseJobRunner(
    {
      connectionString: url,
      // A job mostly waits for the SMTP server, the database or an event loop busy with requests, not
      // the CPU: two at a time fell behind a burst of acknowledgements, four behind replies by email at
      // 50/s beside the site's load (docs/decisions/inbound-throughput.md).
      concurrency: 8,
      // One connection a job, and one for LISTEN.
      maxPoolSize: 9,
      noHandleSignals: true,
      pollInterval: 2000,
      logger: workerLogger(deps.logger),
      taskList: withCleanErrors(jobTasks(deps)),
    },
    deps,
  );
  await runner.started;
  const reactor = startTicketEventReactor(deps);
  const { SMTP_URL } = deps.env;
  const smtpPrompt = SMTP_URL && startSmtpRetryPrompt({ ...deps, env: { ...deps.env, SMTP_URL } });
  return {
    jobRunner: runner.health,
    stop: async () => {
      if (smtpPrompt) smtpPrompt.stop();
      await reactor.stop();
      await runner.stop();
    },
  };
}
