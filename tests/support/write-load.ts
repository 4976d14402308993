// A steady write load on a running server, as customers make it: each client files tickets under its own
// confirmed email and replies to its ticket, in turn, until stopped, keeping what the server acknowledged.
import { setTimeout as delay } from 'node:timers/promises';

export interface LoadCustomer {
  email: string;
  /** The customer's session cookie (`name=value`). */
  cookie: string;
  /** One of their open tickets, which their replies go to. */
  ticketId: string;
}

/** One request of the load: when it was sent, how long its answer took, and what it was. */
export interface LoadRequest {
  startedAt: number;
  ms: number;
  /** The HTTP status, or 'no answer' when the connection failed or the request timed out. */
  status: number | 'no answer';
  retryAfter: string | null;
}

export interface WriteLoad {
  /** Ids of the tickets and responses the server answered 201 for. */
  tickets: string[];
  responses: string[];
  requests: LoadRequest[];
  /** Stops the clients and waits for their requests in flight. */
  stop(): Promise<void>;
}

/** Longer than any request may take; one that takes this long is 'no answer'. */
const REQUEST_TIMEOUT_MS = 30_000;
/** A client that got no 201 waits this long before its next request, as a person pressing again would. */
const PAUSE_AFTER_FAILURE_MS = 200;

async function post(baseUrl: string, path: string, cookie: string, body: unknown) {
  const startedAt = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const request: LoadRequest = {
      startedAt,
      ms: performance.now() - startedAt,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
    };
    return { request, body: response.status === 201 ? JSON.parse(text) : undefined };
  } catch {
    const request: LoadRequest = {
      startedAt,
      ms: performance.now() - startedAt,
      status: 'no answer',
      retryAfter: null,
    };
    return { request, body: undefined };
  }
}

/**
 * `customers.length` clients on the server at `baseUrl()` (read per request, so it may move), each
 * pausing `pauseMs` between rounds: a steady load rather than the most the machine can take.
 */
export function startWriteLoad(baseUrl: () => string, customers: LoadCustomer[], pauseMs = 0): WriteLoad {
  const load: Omit<WriteLoad, 'stop'> = { tickets: [], responses: [], requests: [] };
  let running = true;
  const client = async (customer: LoadCustomer, index: number) => {
    for (let round = 0; running; round++) {
      const ticket = await post(baseUrl(), '/api/tickets', customer.cookie, {
        email: customer.email,
        name: `Load client ${index}`,
        subject: `Invoice export, round ${round}`,
        description: 'The export button does nothing since this morning.',
      });
      load.requests.push(ticket.request);
      if (ticket.body) load.tickets.push(ticket.body.ticket.id);
      const reply = await post(baseUrl(), `/api/tickets/${customer.ticketId}/responses`, customer.cookie, {
        text: `Any update? (round ${round})`,
      });
      load.requests.push(reply.request);
      if (reply.body) load.responses.push(reply.body.response.id);
      await delay(!ticket.body || !reply.body ? Math.max(pauseMs, PAUSE_AFTER_FAILURE_MS) : pauseMs);
    }
  };
  const clients = customers.map(client);
  return {
    ...load,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}
