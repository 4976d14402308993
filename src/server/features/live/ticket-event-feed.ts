import { setTimeout as delay } from 'node:timers/promises';
import type postgres from 'postgres';
import type { Logger } from '#server/logger.ts';
import type { TicketEventKind } from '#shared/constants.ts';

/** A committed ticket event, with what chooses the streams it goes to. */
export interface FedEvent {
  ticketId: string;
  kind: TicketEventKind;
  /** The ticket's customer: their stream hears of it (not of a note). */
  email: string | null;
}

/**
 * Where the feed has read up to, as a snapshot saw the transactions: those it saw as running and every
 * one from `xmax` on had not committed yet, so their events are still to come; all others were read.
 */
export interface ReadUpTo {
  xmax: string;
  running: string[];
}

export interface FeedRead {
  upTo: ReadUpTo;
  events: FedEvent[];
  /** False when more events were waiting than one read takes: those past them were not read. */
  complete: boolean;
  /** The transaction ids went back (a restored or failed-over server): events may have been missed. */
  rewound: boolean;
}

/** A read takes this many events at most: more means the feed stalled for long. */
export const MOST_EVENTS_A_READ = 5_000;

interface Row {
  xmax: string;
  running: string[];
  ticketId: string | null;
  kind: TicketEventKind | null;
  email: string | null;
}

/**
 * The ticket events committed since `since` (none the first time: it only says where to start), read
 * with the snapshot they were committed by. The events of a transaction that had an id when a read's
 * snapshot was taken but had not committed are read by the next read that sees it committed, however
 * long it ran; nothing else can commit behind a snapshot, so each event is read once
 * (docs/decisions/live-desk-follows-the-events.md).
 */
export async function readTicketEvents(sql: postgres.Sql, since: ReadUpTo | null): Promise<FeedRead> {
  const rows = await sql<Row[]>`
    select s.xmax, s.running, e.subject_id as "ticketId", e.kind, e.email
    from (
      select pg_snapshot_xmax(pg_current_snapshot())::text as xmax,
        array(select pg_snapshot_xip(pg_current_snapshot()))::text[] as running
    ) s
    left join lateral (
      select a.id, a.transaction_id, a.subject_id, a.kind, coalesce(t.email, a.details->>'email') as email
      from audit_entries a
      left join tickets t on t.id = a.subject_id::uuid
      where a.transaction_id >= ${since?.xmax ?? null}::xid8
        or a.transaction_id = any(${since?.running ?? null}::xid8[])
      order by a.transaction_id, a.id
      limit ${MOST_EVENTS_A_READ + 1}
    ) e on true
    order by e.transaction_id, e.id`;
  const first = rows[0] as Row;
  const upTo = { xmax: first.xmax, running: first.running };
  const events = rows.flatMap(({ ticketId, kind, email }) =>
    ticketId && kind ? [{ ticketId, kind, email }] : [],
  );
  return {
    upTo,
    events: events.slice(0, MOST_EVENTS_A_READ),
    complete: events.length <= MOST_EVENTS_A_READ,
    rewound: since !== null && BigInt(upTo.xmax) < BigInt(since.xmax),
  };
}

/** How often the feed reads. */
const READ_EVERY_MS = 100;
/** After a failed read, the next one waits twice as long as the last, up to this. */
const MOST_RETRY_MS = 1_000;

export interface FeedHandlers {
  /** Events committed since the last read, in their transactions' order. */
  deliver(events: FedEvent[]): void;
  /** Events may have been missed: whoever relied on the feed must ask again for everything. */
  missed(): void;
}

/**
 * Reads the ticket events as they commit, from now on, and hands them over, until stopped. A read that
 * fails is tried again from where the last one ended, so a database restart loses nothing.
 */
export async function startTicketEventFeed(
  sql: postgres.Sql,
  { deliver, missed }: FeedHandlers,
  logger: Logger,
): Promise<{ stop: () => Promise<void> }> {
  let upTo = (await readTicketEvents(sql, null)).upTo;
  const stopping = new AbortController();
  const pause = (ms: number) => delay(ms, undefined, { signal: stopping.signal }).catch(() => {});
  const running = (async () => {
    let failures = 0;
    while (!stopping.signal.aborted) {
      try {
        const read = await readTicketEvents(sql, upTo);
        upTo = read.upTo;
        if (read.rewound || !read.complete) {
          logger.warn(
            read.rewound ? 'live desk: the database went back in time' : 'live desk: too far behind',
          );
          missed();
        } else deliver(read.events);
        if (failures > 0) logger.info('live desk: reading ticket events again');
        failures = 0;
        await pause(READ_EVERY_MS);
      } catch (error) {
        if (failures === 0) logger.warn({ err: error }, 'live desk: ticket events unread; retrying');
        failures += 1;
        await pause(Math.min(READ_EVERY_MS * 2 ** failures, MOST_RETRY_MS));
      }
    }
  })();
  return {
    stop: async () => {
      stopping.abort();
      await running;
    },
  };
}
