import { SEED_ADMIN, SEED_CUSTOMER, type SeedResult } from '#server/seed/seed.ts';
import { passwordDigest } from '../../src/shared/password-digest.ts';

export type Role = 'anonymous' | 'customer' | 'admin';

export interface Scenario {
  name: string;
  role: Role;
  request(seed: SeedResult): RequestSpec | Promise<RequestSpec>;
}

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Each request gets its own `[<id>]` in the body (a new email per ticket). */
  uniqueIds?: boolean;
}

/** A surname the seed gives about one ticket in 28: a typical admin search. */
export const SEARCH_TERM = 'tremblay';

/** In run order: reads first, so the writes do not grow the data the reads measure. */
export const scenarios: Scenario[] = [
  { name: 'landing HTML', role: 'anonymous', request: () => get('/') },
  { name: "customer's ticket list", role: 'customer', request: () => get('/api/tickets') },
  {
    name: "ticket's conversation",
    role: 'customer',
    request: (seed) => get(`/api/tickets/${seed.customerTicketId}`),
  },
  { name: 'admin list', role: 'admin', request: () => get('/api/admin/tickets') },
  {
    name: 'admin list, status=open',
    role: 'admin',
    request: () => get('/api/admin/tickets?status=open'),
  },
  {
    name: `admin list, search "${SEARCH_TERM}"`,
    role: 'admin',
    request: () => get(`/api/admin/tickets?search=${SEARCH_TERM}`),
  },
  {
    name: 'ticket submission (known email)',
    role: 'anonymous',
    request: () =>
      post('/api/tickets', {
        email: SEED_CUSTOMER.email,
        name: SEED_CUSTOMER.name,
        subject: 'Cannot export invoices',
        description: 'The export button does nothing since this morning.',
      }),
  },
  {
    name: 'ticket submission (new email, argon2id)',
    role: 'anonymous',
    request: () => ({
      ...post('/api/tickets', {
        email: 'bench.new.[<id>]@maple.test',
        name: 'New Customer',
        subject: 'First question about the platform',
        description: 'How do I invite my team?',
        // Any digest will do: the server stores argon2id of whatever the browser sent.
        passwordHash: 'a'.repeat(64),
      }),
      uniqueIds: true,
    }),
  },
  {
    name: 'adding a response',
    role: 'customer',
    request: (seed) =>
      post(`/api/tickets/${seed.customerTicketId}/responses`, { text: 'Any update on this?' }),
  },
  {
    name: 'sign-in (argon2id)',
    role: 'anonymous',
    request: () => signInRequest('customer'),
  },
];

/** The seeded account's sign-in, as the browser sends it (contract: the admin's path is issue 5's). */
export async function signInRequest(role: Exclude<Role, 'anonymous'>): Promise<RequestSpec> {
  const account = role === 'customer' ? SEED_CUSTOMER : SEED_ADMIN;
  return post(role === 'customer' ? '/api/auth/sign-in' : '/api/auth/admin/sign-in', {
    email: account.email,
    passwordHash: await passwordDigest(account.password, account.email),
  });
}

const get = (path: string): RequestSpec => ({ method: 'GET' as const, path });
const post = (path: string, body: unknown): RequestSpec => ({ method: 'POST' as const, path, body });
