// The fault suites' common ground: confirmed customers writing steadily, an admin's desk stream open, and
// what a test asks of them around an outage.
import { setTimeout as delay } from 'node:timers/promises';
import { SESSION_COOKIE_NAME } from '#shared/constants.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { followLiveStream, type LiveFollower } from '#tests/support/live-follower.ts';
import type { ServerProcess } from '#tests/support/server-process.ts';
import {
  type LoadCustomer,
  type LoadRequest,
  startWriteLoad,
  type WriteLoad,
} from '#tests/support/write-load.ts';
import { call, ticketFields } from './http.ts';

export const deskAdmin = { email: 'desk@maple.test', password: 'desk password 1' };
/** Longest a request may wait for its answer while the database is gone. */
export const MAX_ANSWER_MS = 6_000;

/**
 * `count` customers, each with a first ticket whose emailed link (`linkToken` finds its token) they
 * opened, so they are signed in and their later tickets are acknowledged by mail.
 */
export async function confirmedCustomers(
  server: ServerProcess,
  count: number,
  linkToken: (email: string) => Promise<string>,
): Promise<LoadCustomer[]> {
  const customers: LoadCustomer[] = [];
  for (let index = 0; index < count; index++) {
    const email = `load${index}@entreprise.ca`;
    const passwordHash = await passwordDigest('mot de passe 1', email);
    const first = await call(server.baseUrl, 'POST', '/api/tickets', {
      ...ticketFields,
      email,
      passwordHash,
    });
    if (first.status !== 201) throw new Error(`first ticket answered ${first.status}`);
    const confirmed = await call(server.baseUrl, 'POST', '/api/auth/confirm-email', {
      token: await linkToken(email),
      passwordHash,
    });
    if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}`);
    const cookie = confirmed.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
    customers.push({ email, cookie: cookie?.split(';')[0] ?? '', ticketId: first.body.ticket.id });
  }
  return customers;
}

export async function deskCookie(server: ServerProcess): Promise<string> {
  const signedIn = await call(server.baseUrl, 'POST', '/api/auth/admin/sign-in', {
    email: deskAdmin.email,
    passwordHash: await passwordDigest(deskAdmin.password, deskAdmin.email),
  });
  if (signedIn.status !== 200) throw new Error(`admin sign-in answered ${signedIn.status}`);
  return signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

export interface DeskUnderLoad {
  load: WriteLoad;
  desk: LiveFollower;
  stop(): Promise<void>;
}

/** The customers writing every `pauseMs`, and the admin's desk stream open on `baseUrl()`. */
export function deskUnderLoad(
  baseUrl: () => string,
  customers: LoadCustomer[],
  adminCookie: string,
  pauseMs: number,
): DeskUnderLoad {
  const load = startWriteLoad(baseUrl, customers, pauseMs);
  const desk = followLiveStream(baseUrl, '/api/admin/live', adminCookie);
  return {
    load,
    desk,
    async stop() {
      await load.stop();
      await desk.close();
    },
  };
}

/** The load's requests sent from `since` (a performance.now()) on. */
export function requestsSince(load: WriteLoad, since: number): LoadRequest[] {
  return load.requests.filter((request) => request.startedAt >= since);
}

/** Milliseconds from `since` until /api/health answers `status`; fails after `timeoutMs`. */
export async function untilHealth(baseUrl: string, status: number, since: number, timeoutMs: number) {
  for (;;) {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(
      () => null,
    );
    if (response?.status === status) return { ms: performance.now() - since, body: await response.json() };
    if (performance.now() - since > timeoutMs)
      throw new Error(`health did not answer ${status} within ${timeoutMs} ms`);
    await delay(100);
  }
}
