import type { Task, TaskList } from 'graphile-worker';
import { storableText } from './storable-text.ts';

/** graphile-worker stores the message as the job's last_error: enough to tell what went wrong. */
const ERROR_MAX = 2000;

/**
 * The tasks with the errors they throw made storable: graphile-worker writes a failed job's message to
 * its table, and one with a NUL (a driver's error quoting a stranger's text) made that write fail and
 * the worker exit ("committing seppuku"), with every job behind it (docs/decisions/poison-mail.md).
 */
export function withCleanErrors(tasks: TaskList): TaskList {
  const clean =
    (task: Task): Task =>
    async (payload, helpers) => {
      try {
        return await task(payload, helpers);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(storableText(message, ERROR_MAX), { cause: error });
      }
    };
  return Object.fromEntries(Object.entries(tasks).map(([name, task]) => [name, task && clean(task)]));
}
