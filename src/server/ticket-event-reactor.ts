import { setTimeout as delay } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { tickets } from '#server/db/schema.ts';
import { ticketMeasuresReaction } from '#server/features/analytics/index.ts';
import { sendTicketEventNotices } from '#server/features/notices/index.ts';
import { businessHoursOf, currentSettings } from '#server/features/settings/index.ts';
import {
  nextTicketEvents,
  reactedTo,
  type TicketEventRow,
  type TicketRow,
} from '#server/features/tickets/index.ts';

type ReactionDeps = Pick<AppDeps, 'db' | 'env' | 'logger'>;

const BATCH_SIZE = 100;
const IDLE_POLL_MS = 250;
const RETRY_MS = 2_000;
/** A reaction that fails this often is given up, so one bad event cannot hold back all the others. */
const MAX_ATTEMPTS = 5;

/** An event read by a turn, with its ticket as the turn read it; none when it has been deleted. */
interface ReadEvent {
  event: TicketEventRow;
  ticket: TicketRow | undefined;
}

/**
 * Everything that reacts to ticket events, in `tx`: the tickets' analytics measures, then their
 * notices. A ticket deleted since has nothing left to measure and nobody left to tell.
 */
async function reactTo(tx: Database, deps: ReactionDeps, read: readonly ReadEvent[]): Promise<void> {
  const onTickets = read.flatMap(({ event, ticket }) => (ticket ? [{ event, ticket }] : []));
  const hours = businessHoursOf(await currentSettings(deps.db, deps.env));
  await ticketMeasuresReaction(hours)(tx, onTickets);
  await sendTicketEventNotices(tx, deps, onTickets);
}

/** The tickets the events are about, by id, read once for the turn. */
async function ticketsOf(tx: Database, events: TicketEventRow[]): Promise<Map<string, TicketRow>> {
  const ids = [...new Set(events.flatMap((event) => (event.subjectId ? [event.subjectId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(tickets).where(inArray(tickets.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface ReactionTurn {
  /** Events read after the cursor. */
  read: number;
  /** Events reacted to (or given up), the cursor now past them. */
  done: number;
}

/** How a turn reacts to the events it read; answers how many it is done with, from the first. */
type Reactions = (tx: Database, read: ReadEvent[]) => Promise<number>;

/**
 * Reads the events after the cursor, reacts to them with `reactions` and moves the cursor past those it
 * is done with, in one transaction: each event's reactions commit exactly once, whichever instance runs
 * them and whenever it dies.
 */
function turn(deps: ReactionDeps, reactions: Reactions): Promise<ReactionTurn> {
  return deps.db.transaction(async (tx) => {
    const events = await nextTicketEvents(tx, BATCH_SIZE);
    const ticketsById = await ticketsOf(tx, events);
    const read = events.map((event) => ({ event, ticket: ticketsById.get(event.subjectId ?? '') }));
    const done = await reactions(tx, read);
    const last = events[done - 1];
    if (last) await reactedTo(tx, last);
    return { read: events.length, done };
  });
}

/**
 * Every event's reactions at once, in the turn's own transaction: what they read is read once for the
 * turn, and one that fails rolls the whole turn back.
 */
function together(deps: ReactionDeps, failures: Map<number, number>): Reactions {
  return async (tx, read) => {
    await reactTo(tx, deps, read);
    for (const { event } of read) failures.delete(event.id);
    return read.length;
  };
}

/**
 * Each event's reactions in a savepoint of their own: one that fails rolls back to it and ends the turn
 * before its event, to be tried again, until it is given up.
 */
function oneByOne(deps: ReactionDeps, failures: Map<number, number>): Reactions {
  return async (tx, read) => {
    let done = 0;
    for (const readEvent of read) {
      const { id } = readEvent.event;
      try {
        await tx.transaction((savepoint) => reactTo(savepoint, deps, [readEvent]));
      } catch (error) {
        const attempts = (failures.get(id) ?? 0) + 1;
        failures.set(id, attempts);
        const givenUp = attempts >= MAX_ATTEMPTS;
        deps.logger.error(
          { err: error, eventId: id, attempts },
          givenUp ? 'reactions to a ticket event failed: given up' : 'reactions to a ticket event failed',
        );
        if (!givenUp) break;
      }
      failures.delete(id);
      done += 1;
    }
    return done;
  };
}

/**
 * Reacts to the events after the cursor and moves it past them. All of a turn's reactions run in its
 * transaction without a savepoint each, which would cost two more round trips an event; when one fails,
 * the turn is rolled back and read again one event at a time, to commit those before the failing one
 * and count its failures (docs/decisions/ticket-event-reactions-follow-a-cursor.md).
 */
export async function reactToTicketEvents(
  deps: ReactionDeps,
  failures = new Map<number, number>(),
): Promise<ReactionTurn> {
  try {
    return await turn(deps, together(deps, failures));
  } catch {
    return turn(deps, oneByOne(deps, failures));
  }
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
