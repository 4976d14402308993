import { randomUUID } from 'node:crypto';
import type { TicketEventKind } from '#shared/constants.ts';
import type { TicketPresence } from '#shared/schemas/live.ts';
import { liveEventNames } from '#shared/schemas/live.ts';
import type { FedEvent } from './ticket-event-feed.ts';

/** Who a stream is for, as its session said when it opened. */
export interface StreamOwner {
  kind: 'desk' | 'customer';
  email: string;
  memberId: string | null;
  tokenHash: string;
}

export interface LocalStream extends StreamOwner {
  id: string;
}

/** A client this far behind (bytes queued) is cut off: it reconnects and asks again for everything. */
const MOST_QUEUED_BYTES = 256 * 1024;
/** How long a browser waits before it reconnects a dropped stream. */
const RETRY_MS = 3_000;
const encoder = new TextEncoder();
/** What a customer's portal shows changing: never the team's notes, nor who on the team owns a ticket. */
const seenByCustomer = new Set<TicketEventKind>([
  'ticket.created',
  'ticket.replied',
  'ticket.status_changed',
  'ticket.deleted',
]);

export function sseMessage(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** This instance's open streams, and the fan-out of what the listener hears to the ones it concerns. */
export function createLiveHub(onClosed: (stream: LocalStream) => void) {
  const streams = new Map<string, { stream: LocalStream; write: (chunk: string) => void; end: () => void }>();

  function open(owner: StreamOwner, opening: (id: string) => string[]): ReadableStream<Uint8Array> {
    const id = randomUUID();
    const stream: LocalStream = { ...owner, id };
    const drop = () => {
      if (streams.delete(id)) onClosed(stream);
    };
    return new ReadableStream<Uint8Array>(
      {
        start(controller) {
          const end = () => {
            drop();
            try {
              controller.close();
            } catch {}
          };
          const write = (chunk: string) => {
            if ((controller.desiredSize ?? 0) < -MOST_QUEUED_BYTES) return end();
            try {
              controller.enqueue(encoder.encode(chunk));
            } catch {
              drop();
            }
          };
          streams.set(id, { stream, write, end });
          write(`retry: ${RETRY_MS}\n\n${opening(id).join('')}`);
        },
        cancel: drop,
      },
      { highWaterMark: 0, size: (chunk) => chunk.byteLength },
    );
  }

  const each = (visit: (entry: LocalStream, write: (chunk: string) => void) => void) => {
    for (const { stream, write } of streams.values()) visit(stream, write);
  };

  /**
   * The desk hears of every event; a customer of what their own tickets show changing. Each stream gets
   * its share of a read in one chunk, which its connection sends as one write.
   */
  function ticketEvents(events: readonly FedEvent[]) {
    const messages = events.map((event) => ({
      event,
      text: sseMessage(liveEventNames.ticket, { ticketId: event.ticketId, kind: event.kind }),
    }));
    const desk = messages.map(({ text }) => text).join('');
    each((stream, write) => {
      const chunk =
        stream.kind === 'desk'
          ? desk
          : messages
              .filter(({ event }) => event.email === stream.email && seenByCustomer.has(event.kind))
              .map(({ text }) => text)
              .join('');
      if (chunk) write(chunk);
    });
  }

  function presence(update: TicketPresence) {
    const message = sseMessage(liveEventNames.presence, update);
    each((stream, write) => {
      if (stream.kind === 'desk') write(message);
    });
  }

  /** A comment line, which keeps proxies from closing a quiet connection. */
  function heartbeat() {
    each((_stream, write) => write(': heartbeat\n\n'));
  }

  function end(ids: (stream: LocalStream) => boolean) {
    for (const { stream, end: endStream } of [...streams.values()]) if (ids(stream)) endStream();
  }

  const list = () => [...streams.values()].map(({ stream }) => stream);

  return { open, ticketEvents, presence, heartbeat, end, list };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
