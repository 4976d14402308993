import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { tickets } from '#server/db/schema.ts';
import { ticketMeasuresReaction } from '#server/features/analytics/index.ts';
import { announceTicketEvents } from '#server/features/live/index.ts';
import { sendTicketEventNotices } from '#server/features/notices/index.ts';
import { nextTicketEvents, reactedTo, type TicketEventRow } from '#server/features/tickets/index.ts';

type ReactionDeps = Pick<AppDeps, 'db' | 'env' | 'logger'>;

const BATCH_SIZE = 100;
const IDLE_POLL_MS = 250;
const RETRY_MS = 2_000;
/** A reaction that fails this often is given up, so one bad event cannot hold back all the others. */
const MAX_ATTEMPTS = 5;

/**
 * Everything that reacts to a ticket event, in one transaction with the cursor's move past it: the
 * ticket's analytics measures, then its notices. A ticket deleted since has nothing left to measure and
 * nobody left to tell.
 */
async function reactTo(tx: Database, deps: ReactionDeps, event: TicketEventRow): Promise<void> {
  if (!event.subjectId) return;
  const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, event.subjectId));
  if (!ticket) return;
  await ticketMeasuresReaction(deps.env.businessHours)(tx, event, ticket);
  await sendTicketEventNotices(tx, deps, event, ticket);
}

export interface ReactionTurn {
  /** Events read after the cursor. */
  read: number;
  /** Events reacted to (or given up), the cursor now past them. */
  done: number;
}

/**
 * Reacts to the events after the cursor and moves it past them, in one transaction: each event's
 * reactions commit exactly once, whichever instance runs them and whenever it dies. A failed reaction
 * rolls back to its savepoint and ends the turn before its event, to be tried again.
 */
export function reactToTicketEvents(
  deps: ReactionDeps,
  failures = new Map<number, number>(),
): Promise<ReactionTurn> {
  return deps.db.transaction(async (tx) => {
    const events = await nextTicketEvents(tx, BATCH_SIZE);
    // Outside the turn's transaction: the desks hear of the events now, not once their notices are
    // written; a turn that fails announces them again, which only reloads a desk once more.
    await announceTicketEvents(deps.db, events);
    let done = 0;
    for (const event of events) {
      try {
        await tx.transaction((savepoint) => reactTo(savepoint, deps, event));
      } catch (error) {
        const attempts = (failures.get(event.id) ?? 0) + 1;
        failures.set(event.id, attempts);
        const givenUp = attempts >= MAX_ATTEMPTS;
        deps.logger.error(
          { err: error, eventId: event.id, attempts },
          givenUp ? 'reactions to a ticket event failed: given up' : 'reactions to a ticket event failed',
        );
        if (!givenUp) break;
      }
      failures.delete(event.id);
      done += 1;
    }
    const last = events[done - 1];
    if (last) await reactedTo(tx, last);
    return { read: events.length, done };
  });
}

/** Reacts to ticket events as they commit, until stopped (ticket-event-reactions-follow-a-cursor.md). */
export function startTicketEventReactor(deps: ReactionDeps): { stop: () => Promise<void> } {
  const failures = new Map<number, number>();
  const stopping = new AbortController();
  const pause = (ms: number) => delay(ms, undefined, { signal: stopping.signal }).catch(() => {});
  const running = (async () => {
    while (!stopping.signal.aborted) {
      const turn = await reactToTicketEvents(deps, failures).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'reacting to ticket events failed; will retry');
        return { read: 0, done: -1 };
      });
      if (turn.done < turn.read || turn.done < 0) await pause(RETRY_MS);
      else if (turn.read < BATCH_SIZE) await pause(IDLE_POLL_MS);
    }
  })();
  return {
    stop: async () => {
      stopping.abort();
      await running;
    },
  };
}
