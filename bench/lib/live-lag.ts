import { setTimeout as delay } from 'node:timers/promises';
import { type LiveEvent, liveEvents } from '../../tests/support/live-events.ts';
import { percentile } from './percentile.ts';
import { signIn } from './run-scenarios.ts';

/** How an admin's open live stream kept up with a write load. */
export interface LiveLagFigures {
  /** Ticket events committed from the load's start until the stream had them all (or gave up). */
  committed: number;
  /** Ticket events read on the stream over the same time. */
  received: number;
  /** Probes: a note on a ticket the load does not touch, timed from its answer to its event read. */
  probes: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** From the load's end to the last event read. */
  lastAfterLoadMs: number;
}

/** How long after the load a stream still behind is waited for before its figures are taken. */
const SETTLE_MS = 10_000;
/** The database's count of events must not change for this long before the streams are measured. */
const STILL_MS = 1_000;
/** Probes go one after the other, this far apart (plus up to as much again, not in step with any poll). */
const PROBE_EVERY_MS = 100;

export interface LiveLagTarget {
  /** The server the probes are written to, and the desk's cookie there. */
  baseUrl: string;
  cookie: string;
  /** A ticket the load does not write to. */
  probeTicketId: string;
  /** How many ticket events the database committed since the streams were opened. */
  countEvents(): Promise<number>;
}

/** A desk's live stream opened on `baseUrl` with an admin's `cookie`, read as it comes. */
export async function openLiveWatch(baseUrl: string, cookie: string) {
  const response = await fetch(`${baseUrl}/api/admin/live`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`/api/admin/live answered ${response.status}`);
  const stream = liveEvents(response.body as ReadableStream<Uint8Array>);
  await stream.next((event) => event.event === 'ready', 30_000);
  const ticketEvents = () => stream.unread().filter((event) => event.event === 'ticket');
  return { ticketEvents, ended: stream.ended, close: stream.close };
}

export type LiveWatch = Awaited<ReturnType<typeof openLiveWatch>>;

/** The seeded admin signed in on `baseUrl`, with a ticket other than `busyTicketId` to probe. */
export async function probeTarget(
  baseUrl: string,
  busyTicketId: string,
  countEvents: () => Promise<number>,
): Promise<LiveLagTarget> {
  const cookie = await signIn(baseUrl, 'admin');
  if (!cookie) throw new Error('this build cannot sign the admin in');
  const list = await fetch(`${baseUrl}/api/admin/tickets?page=1`, { headers: { cookie } });
  const { tickets } = (await list.json()) as { tickets: { id: string }[] };
  const probe = tickets.find((ticket) => ticket.id !== busyTicketId);
  if (!probe) throw new Error('no ticket to probe');
  return { baseUrl, cookie, probeTicketId: probe.id, countEvents };
}

/**
 * Runs `load` while probes are written to `target` and `watches` read their streams, then waits for the
 * streams to read every event the database committed meanwhile, and measures each of them.
 */
export async function duringLoad<T>(
  target: LiveLagTarget,
  watches: LiveWatch[],
  load: () => Promise<T>,
): Promise<{ result: T; live: LiveLagFigures[] }> {
  // Counted in the database rather than on the streams, which may still be reading what came before.
  const before = await target.countEvents();
  const probeAnswers: number[] = [];
  let loading = true;
  const probing = (async () => {
    while (loading) {
      const response = await fetch(`${target.baseUrl}/api/admin/tickets/${target.probeTicketId}/notes`, {
        method: 'POST',
        headers: { cookie: target.cookie, origin: target.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'Probe.' }),
      });
      if (response.status !== 201) throw new Error(`a probe note answered ${response.status}`);
      probeAnswers.push(performance.now());
      await delay(PROBE_EVERY_MS * (1 + Math.random()));
    }
  })();
  const result = await load();
  const loadEnded = performance.now();
  loading = false;
  await probing;

  // Requests the load left in flight may still commit: the count must hold still for a while too.
  let committed = before;
  let stillSince = performance.now();
  for (;;) {
    const now = await target.countEvents();
    if (now !== committed) [committed, stillSince] = [now, performance.now()];
    const caughtUp = watches.every((watch) => watch.ticketEvents().length >= committed || watch.ended());
    if (caughtUp && performance.now() - stillSince >= STILL_MS) break;
    if (performance.now() > loadEnded + SETTLE_MS) break;
    await delay(100);
  }
  const live = watches.map((watch) => {
    const received = watch.ticketEvents().slice(before);
    const probed = received.filter(aboutTicket(target.probeTicketId));
    const lags = probed
      .slice(0, probeAnswers.length)
      .map((event, probe) => event.at - (probeAnswers[probe] ?? 0));
    return {
      committed: committed - before,
      received: received.length,
      probes: probeAnswers.length,
      p50Ms: percentile(lags, 50),
      p99Ms: percentile(lags, 99),
      maxMs: Math.max(0, ...lags),
      lastAfterLoadMs: Math.max(0, (received.at(-1)?.at ?? loadEnded) - loadEnded),
    };
  });
  return { result, live };
}

const aboutTicket = (ticketId: string) => (event: LiveEvent) =>
  (event.data as { ticketId?: string }).ticketId === ticketId;

/** Whether a stream kept up as the issue asks: every event, p99 under a second, none 2 s after the load. */
export function keptUp(figures: LiveLagFigures): boolean {
  return (
    figures.received === figures.committed &&
    figures.probes > 0 &&
    figures.p99Ms < 1000 &&
    figures.lastAfterLoadMs < 2000
  );
}
