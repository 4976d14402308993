import { setTimeout as delay } from 'node:timers/promises';
import type { LiveEvent } from '#tests/support/live-events.ts';
import { call, ticketFields } from './http.ts';

export interface BurstTarget {
  /** The servers written to, in turn. */
  baseUrls: string[];
  /** A confirmed customer: tickets are filed for this email, as a visitor would (no password needed). */
  email: string;
  /** The customer's cookie, and their ticket every reply goes to. */
  cookie: string;
  ticketId: string;
}

export interface Burst {
  /** Tickets filed (201), by id. */
  filed: string[];
  /** Replies added (201). */
  replies: number;
  /** performance.now() of the last answer. */
  endedAt: number;
}

/**
 * `writers` clients at once for `ms`, each filing a ticket for the customer's email and replying to
 * their ticket in turn, spread over the servers: the bench's two write paths, as a burst.
 */
export async function writeBurst(target: BurstTarget, writers: number, ms: number): Promise<Burst> {
  const burst: Burst = { filed: [], replies: 0, endedAt: 0 };
  const until = performance.now() + ms;
  const writer = async (index: number) => {
    for (let turn = 0; performance.now() < until; turn++) {
      const baseUrl = target.baseUrls[(index + turn) % target.baseUrls.length] as string;
      if (turn % 2 === 0) {
        const filed = await call(baseUrl, 'POST', '/api/tickets', { ...ticketFields, email: target.email });
        if (filed.status !== 201) throw new Error(`a ticket answered ${filed.status}`);
        burst.filed.push(filed.body.ticket.id);
      } else {
        const replied = await call(
          baseUrl,
          'POST',
          `/api/tickets/${target.ticketId}/responses`,
          { text: 'Any news?' },
          { cookie: target.cookie },
        );
        if (replied.status !== 201) throw new Error(`a reply answered ${replied.status}`);
        burst.replies += 1;
      }
      burst.endedAt = performance.now();
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, index) => writer(index)));
  return burst;
}

/** What a stream read of a burst: each ticket filed, and the replies to the one ticket. */
export function burstEvents(events: LiveEvent[], replyTicketId: string) {
  const tickets = events.filter((event) => event.event === 'ticket');
  const about = (kind: string) => tickets.filter((event) => (event.data as { kind: string }).kind === kind);
  return {
    created: about('ticket.created').map((event) => (event.data as { ticketId: string }).ticketId),
    replies: about('ticket.replied').filter(
      (event) => (event.data as { ticketId: string }).ticketId === replyTicketId,
    ).length,
    lastAt: Math.max(0, ...tickets.map((event) => event.at)),
    count: tickets.length,
  };
}

/** Waits until `read` has what `burst` wrote, or `ms` past the burst's end. */
export async function untilRead(read: () => number, expected: number, burst: Burst, ms: number) {
  while (read() < expected && performance.now() < burst.endedAt + ms) await delay(50);
}
