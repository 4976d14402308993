import { drizzle } from 'drizzle-orm/postgres-js';
import { runMigrations } from 'graphile-worker';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import * as schema from '#server/db/schema.ts';
import { insertAdmin, insertCustomer } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { deps, database, clock } = await createTestApp();

// The same database through a client that notes every statement the app sends, parameters aside.
const statements: string[] = [];
const watched = postgres(database.url, {
  max: 1,
  onnotice: () => {},
  debug: (_, query) => statements.push(query),
});
afterAll(() => watched.end());
// Its first connection asks for the server's types: not the app's work.
await watched`select 1`;
const app = createApp({ ...deps, db: drizzle(watched, { schema }) });
// With SMTP every message's delivery is queued as a job in the same statement (no worker runs here).
const delivering = createApp({
  ...deps,
  db: drizzle(watched, { schema }),
  env: { ...deps.env, SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://support.example.ca' },
});
await runMigrations({ connectionString: database.url, logger: undefined });

const customer = await insertCustomer(deps.db, 'known@company.ca', 'a password');
const admin = await insertAdmin(deps.db, 'known.admin@company.ca', 'a password');
const ROUNDS = 200;
let unknowns = 0;
let addresses = 0;

/** One reset request from its own address, an hour after the last so no limit answers instead. */
async function requestReset(email: string, account: 'customer' | 'admin', server = app) {
  clock.advance(60 * 60 * 1000);
  statements.length = 0;
  const started = performance.now();
  const response = await server.request('http://localhost/api/auth/password-reset', {
    method: 'POST',
    headers: {
      origin: 'http://localhost',
      'content-type': 'application/json',
      'x-forwarded-for': `192.0.2.${++addresses % 250}`,
    },
    body: JSON.stringify({ email, account, language: 'en' }),
  });
  const ms = performance.now() - started;
  expect(response.status).toBe(202);
  return { ms, statements: [...statements] };
}

/** The share of pairs, one from each, in which the one from `a` took longer: 0.5 when neither is slower. */
function shareSlower(a: number[], b: number[]): number {
  const pairs = a.flatMap((x) => b.map((y) => (x > y ? 1 : x === y ? 0.5 : 0)));
  return pairs.reduce<number>((sum, slower) => sum + slower, 0) / pairs.length;
}

describe.each([
  ['customer', customer.email],
  ['admin', admin.email],
] as const)('a password reset request for a %s', (account, email) => {
  it('sends the database the same statements whether or not the account exists', async () => {
    const known = await requestReset(email, account);
    const unknown = await requestReset(`nobody${++unknowns}@company.ca`, account);
    expect(unknown.statements).toEqual(known.statements);
  });

  it('queues one delivery job whether or not the account exists, when mail is delivered', async () => {
    const jobs = async () => {
      const [row] =
        await watched`select count(*)::int as count from graphile_worker.jobs where task_identifier = 'send_mail'`;
      return row?.count as number;
    };
    const before = await jobs();
    const known = await requestReset(email, account, delivering);
    const afterKnown = await jobs();
    const unknown = await requestReset(`nobody${++unknowns}@company.ca`, account, delivering);
    expect([afterKnown - before, (await jobs()) - afterKnown]).toEqual([1, 1]);
    expect(unknown.statements).toEqual(known.statements);
  });

  // Taken in turns, the two meet the same load: which of each pair was slower is compared, not times.
  // The bound is coarse: the statements above are what must match; this catches a round trip or a
  // log flush only one of them waits for (see docs/decisions/reset-request-same-work.md).
  it('takes as long whether or not the account exists, and mails the existing account only', async () => {
    const mailsBefore = (await mailsTo(deps.db, email, 'reset_password')).length;
    const known: number[] = [];
    const unknown: number[] = [];
    const nobody = `nobody${++unknowns}@company.ca`;
    for (let round = 0; round < ROUNDS; round++) {
      known.push((await requestReset(email, account)).ms);
      unknown.push((await requestReset(nobody, account)).ms);
    }
    expect(Math.abs(shareSlower(known, unknown) - 0.5)).toBeLessThan(0.15);
    expect(await mailsTo(deps.db, email, 'reset_password')).toHaveLength(mailsBefore + ROUNDS);
    expect(await mailsTo(deps.db, nobody)).toEqual([]);
  }, 120_000);
});
