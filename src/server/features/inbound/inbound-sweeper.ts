import { and, asc, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { isDatabaseUnavailable } from '#server/db/database-errors.ts';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import { processInbound } from './process-inbound.ts';

/** A message whose job has not done it by then was most likely locked by an instance that died. */
const STALE_MS = 30_000;
const SWEEP_EVERY_MS = 10_000;
const SWEEP_BATCH = 100;

/**
 * Processes messages left waiting: graphile-worker hands a job locked by a killed instance to another
 * only after 4 hours. The job and the sweep both lock the row and skip a message already done, so
 * whichever comes second does nothing. A message that fails is logged and passed over (its attempts
 * counted, it ends failed after the last), never holding up those behind it.
 */
export async function sweepWaitingMail(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'now'>,
): Promise<number> {
  const waiting = await deps.db
    .select({ id: inboundMessages.id })
    .from(inboundMessages)
    .where(
      and(
        isNull(inboundMessages.outcome),
        lt(inboundMessages.receivedAt, new Date(deps.now().getTime() - STALE_MS)),
      ),
    )
    .orderBy(asc(inboundMessages.receivedAt))
    .limit(SWEEP_BATCH);
  for (const { id } of waiting) {
    await processInbound(deps, id).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) throw error;
      deps.logger.warn({ err: error, id }, 'processing a received message failed; passing over it');
    });
  }
  return waiting.length;
}

/** Sweeps every few seconds until stopped; a failed sweep is logged and tried again. */
export function startInboundSweeper(deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'now'>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepWaitingMail(deps)
      .then(
        (swept) => swept > 0 && deps.logger.warn({ swept }, 'processed received mail its job left waiting'),
      )
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'sweeping received mail failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
