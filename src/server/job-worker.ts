import { run, type TaskList, Logger as WorkerLogger } from 'graphile-worker';
import type { AppDeps } from '#server/app-env.ts';
import { PROCESS_INBOUND_TASK, processInbound } from '#server/features/inbound/index.ts';
import { SEND_MAIL_TASK, sendMailTask } from '#server/features/mail/index.ts';
import { DESK_DIGEST_TASK, sendDeskDigest } from '#server/features/notices/index.ts';
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

/**
 * What runs after a change commits: the reactions to ticket events and the jobs queued in the database
 * (`url`; graphile-worker keeps its own small pool).
 */
export async function startJobWorker(url: string, deps: JobDeps): Promise<{ stop: () => Promise<void> }> {
  const runner = await run({
    connectionString: url,
    concurrency: 2,
    maxPoolSize: 3,
    noHandleSignals: true,
    pollInterval: 2000,
    logger: workerLogger(deps.logger),
    taskList: withCleanErrors(jobTasks(deps)),
  });
  const reactor = startTicketEventReactor(deps);
  return {
    stop: async () => {
      await reactor.stop();
      await runner.stop();
    },
  };
}
