import { createHash, randomBytes } from 'node:crypto';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { sessions } from '#server/db/schema.ts';
import { SESSION_COOKIE_NAME, SESSION_LIFETIME_MS } from '#shared/constants.ts';
import { TEST_ORIGIN } from '#tests/support/api-client.ts';
import { insertAdmin, insertCustomer } from '#tests/support/fixtures.ts';

export const roles = ['anonymous', 'customerA', 'customerB', 'admin', 'agent'] as const;
export type Role = (typeof roles)[number];

export interface Actors {
  customerA: Awaited<ReturnType<typeof insertCustomer>>;
  customerB: Awaited<ReturnType<typeof insertCustomer>>;
  admin: Awaited<ReturnType<typeof insertAdmin>>;
  /** A desk account with the agent role: the ticket desk only. */
  agent: Awaited<ReturnType<typeof insertAdmin>>;
}

export async function insertActors(db: Database): Promise<Actors> {
  return {
    customerA: await insertCustomer(db, 'customer.a@example.com', 'password of a'),
    customerB: await insertCustomer(db, 'customer.b@example.com', 'password of b'),
    admin: await insertAdmin(db, 'admin@example.com', 'password of admin'),
    agent: await insertAdmin(db, 'agent@example.com', 'password of agent', 'agent'),
  };
}

/** A fresh session row for `role`, so a cell that signs out or signs in leaves the others alone. */
export async function sessionCookie(db: Database, actors: Actors, role: Role, now: Date) {
  if (role === 'anonymous') return undefined;
  const token = randomBytes(32).toString('base64url');
  const desk = role === 'admin' || role === 'agent';
  await db.insert(sessions).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    type: desk ? 'admin' : 'user',
    email: actors[role].email,
    adminId: desk ? actors[role].id : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return `${SESSION_COOKIE_NAME}=${token}`;
}

export interface RawRequest {
  method: string;
  path: string;
  /** A string is sent as is (not JSON-encoded), bytes as a file's upload. */
  body?: unknown;
  cookie?: string;
  address?: string;
}

/** One call as a same-origin browser; an event stream is cancelled after its headers (the chat streams slowly). */
export async function send(app: App, request: RawRequest) {
  const headers = new Headers({ origin: TEST_ORIGIN, 'x-forwarded-for': request.address ?? '203.0.113.1' });
  if (request.cookie) headers.set('cookie', request.cookie);
  let body: BodyInit | undefined;
  if (request.body instanceof Uint8Array) {
    headers.set('content-type', 'application/octet-stream');
    body = new Blob([new Uint8Array(request.body)]);
  } else if (request.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
  }
  const response = await app.request(`${TEST_ORIGIN}/api${request.path}`, {
    method: request.method,
    headers,
    body,
  });
  const streaming = response.headers.get('content-type')?.includes('text/event-stream');
  if (streaming) await response.body?.cancel();
  const text = streaming ? '' : await response.text();
  return { status: response.status, headers: response.headers, text };
}
