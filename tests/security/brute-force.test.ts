import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/test-app.ts';
import { insertActors, send } from './callers.ts';
import { documentedOperations } from './operations.ts';

const { app, db, clock } = await createTestApp();
const actors = await insertActors(db);
const operations = await documentedOperations(app);
const wrongDigest = 'f'.repeat(64);

/** The device cookie a complete sign-in gives the owner's browser: its own failures are limited too. */
async function ownersDeviceCookie(path: string, owner: { email: string; passwordHash: string }) {
  const body = { email: owner.email, passwordHash: owner.passwordHash };
  const response = await send(app, { method: 'POST', path, body, address: '192.0.2.250' });
  const cookie = response.headers.getSetCookie().find((line) => /^support_(admin_)?device=/.test(line));
  if (!cookie) throw new Error(`no device cookie from ${path}: ${response.status}`);
  return cookie.split(';')[0];
}

interface LimitedCall {
  operationId: string;
  /**
   * Which key the limit counts: attempts come from one address, or for one email (or one inbox spelt
   * many ways) from many addresses (without a device cookie, or all with the owner's).
   */
  per: 'address' | 'email' | 'inbox' | 'device';
  body: (attempt: number) => unknown;
  cookie?: string;
}

/** Every limit a brute-force or flooding script meets; operations another branch adds are skipped until merged. */
const limitedCalls: LimitedCall[] = [
  {
    operationId: 'signIn',
    per: 'email',
    body: () => ({ email: actors.customerA.email, passwordHash: wrongDigest }),
  },
  {
    operationId: 'signIn',
    per: 'device',
    body: () => ({ email: actors.customerB.email, passwordHash: wrongDigest }),
    cookie: await ownersDeviceCookie('/auth/sign-in', actors.customerB),
  },
  {
    operationId: 'signIn',
    per: 'address',
    body: (n) => ({ email: `guess${n}@example.com`, passwordHash: wrongDigest }),
  },
  { operationId: 'getEmailStatus', per: 'address', body: (n) => ({ email: `probe${n}@example.com` }) },
  {
    operationId: 'submitTicket',
    per: 'email',
    body: () => ({ email: actors.customerB.email, name: 'B', subject: 'Flood', description: 'Flood' }),
  },
  {
    operationId: 'submitTicket',
    per: 'inbox',
    body: (n) => ({ email: `Flood+${n}@victim.test`, name: 'F', subject: 'Flood', description: 'Flood' }),
  },
  {
    operationId: 'resendConfirmation',
    per: 'inbox',
    body: (n) => ({ email: `bomb+${n}@victim.test`, language: 'en' }),
  },
  {
    operationId: 'requestPasswordReset',
    per: 'inbox',
    body: (n) => ({ email: `BOMB+${n}@victim.test`, account: 'customer', language: 'en' }),
  },
  {
    operationId: 'adminSignIn',
    per: 'email',
    body: () => ({ email: actors.admin.email, passwordHash: wrongDigest }),
  },
  {
    operationId: 'adminSignIn',
    per: 'device',
    body: () => ({ email: actors.admin.email, passwordHash: wrongDigest }),
    cookie: await ownersDeviceCookie('/auth/admin/sign-in', actors.admin),
  },
  {
    operationId: 'adminSignIn',
    per: 'address',
    body: (n) => ({ email: `admin${n}@example.com`, passwordHash: wrongDigest }),
  },
  { operationId: 'chat', per: 'address', body: () => ({ message: 'Hello', stream: true }) },
  // Guessing confirmation tokens (and the password typed with one) from one network.
  { operationId: 'checkConfirmationLink', per: 'address', body: (n) => ({ token: `guess-${n}` }) },
  {
    operationId: 'confirmEmail',
    per: 'address',
    body: (n) => ({ token: `guess-${n}`, passwordHash: wrongDigest }),
  },
];

const MAX_ATTEMPTS = 200;
let addresses = 0;

/** How one attempt names its client: the proxy appends the real address; a visitor may write anything before it. */
type ForwardedFor = (realAddress: string, attempt: number) => string;

const honest: ForwardedFor = (realAddress) => realAddress;
const forgedFirstEntry: ForwardedFor = (realAddress, attempt) => `203.0.113.${attempt % 250}, ${realAddress}`;

describe('brute force and flooding', () => {
  for (const limited of limitedCalls) {
    const operation = operations.find((candidate) => candidate.operationId === limited.operationId);
    const title = `${limited.operationId} is refused with 429 per ${limited.per}, until its window ends`;
    if (!operation) {
      it.skip(`${title} (not in this build's document yet)`, () => {});
      continue;
    }
    const variants: [string, ForwardedFor][] =
      limited.per === 'address'
        ? [
            [title, honest],
            [`${title}, however the visitor forges X-Forwarded-For`, forgedFirstEntry],
          ]
        : [[title, honest]];
    for (const [variantTitle, forwardedFor] of variants) {
      it(variantTitle, async () => {
        const oneAddress = `192.0.2.${++addresses}`;
        const attempt = (n: number) =>
          send(app, {
            method: operation.method,
            path: operation.path,
            body: limited.body(n),
            cookie: limited.cookie,
            address: forwardedFor(
              limited.per === 'address' ? oneAddress : `198.18.${addresses}.${n % 250}`,
              n,
            ),
          });
        let refused: Awaited<ReturnType<typeof attempt>> | undefined;
        let attempts = 0;
        while (!refused && attempts < MAX_ATTEMPTS) {
          const response = await attempt(attempts++);
          if (response.status === 429) refused = response;
          else expect(response.status, response.text).toBeLessThan(500);
        }
        expect(refused, `no 429 after ${MAX_ATTEMPTS} attempts`).toBeDefined();
        expect(JSON.parse(refused?.text ?? '{}')).toMatchObject({ error: { code: 'rate_limited' } });
        const retryAfter = Number(refused?.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect((await attempt(attempts++)).status).toBe(429);

        clock.advance(retryAfter * 1000);
        expect((await attempt(attempts++)).status).not.toBe(429);
      });
    }
  }
});
