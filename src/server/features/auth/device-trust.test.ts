import { describe, expect, it } from 'vitest';
import { setAdminPassword } from '#server/features/admin/index.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import type { ApiClient } from '#tests/support/api-client.ts';
import { openConfirmationLink } from '#tests/support/confirmation.ts';
import { insertAdmin, insertCustomer } from '#tests/support/fixtures.ts';
import { latestLinkToken } from '#tests/support/outbox.ts';
import { type Account, signInAttempts, wrongDigest } from '#tests/support/sign-in-attempts.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db } = await createTestApp();
const { signIn, usualBrowser, lockOut } = signInAttempts(client);
const guessLimits = { customer: 10, admin: 5 };
const insertAccount = { customer: insertCustomer, admin: insertAdmin };

/** The owner resets the password through the emailed link, from a browser of their own. */
async function resetPassword(account: Account, email: string, password: string, resetter: ApiClient) {
  await client().post('/api/auth/password-reset', { email, account, language: 'en' });
  const token = await latestLinkToken(db, email, 'reset_password');
  const passwordHash = await passwordDigest(password, email);
  const done = await resetter.post('/api/auth/password-reset/complete', { token, passwordHash });
  expect(done.status).toBe(200);
  return { email, passwordHash };
}

describe.each(['customer', 'admin'] as const)('a password reset of a %s account', (account) => {
  it('leaves the browsers that knew the old password one shared allowance of guesses', async () => {
    const owner = await insertAccount[account](db, `former-${account}@example.com`, 'old password');
    const formerBrowsers = [
      await usualBrowser(account, owner),
      await usualBrowser(account, owner),
      await usualBrowser(account, owner),
    ];
    const resetter = client();
    const renewed = await resetPassword(account, owner.email, 'new password', resetter);

    const wrong = { email: owner.email, passwordHash: wrongDigest };
    const [first, ...others] = formerBrowsers;
    for (let attempt = 0; attempt < guessLimits[account]; attempt++) {
      expect((await signIn(account, wrong, first)).status).toBe(401);
    }
    for (const browser of [first, ...others]) {
      expect((await signIn(account, wrong, browser)).status).toBe(429);
      expect((await signIn(account, renewed, browser)).status).toBe(429);
    }
    // The browser that completed the reset read the inbox: it is the owner's, whatever the email's lockout.
    expect((await signIn(account, renewed, resetter)).status).toBe(200);
  });
});

describe('an admin password set from the CLI', () => {
  it('untrusts the browsers that signed in with the old one', async () => {
    const admin = await insertAdmin(db, 'rotated@example.com', 'old password');
    const usual = await usualBrowser('admin', admin);
    await setAdminPassword(db, admin.email, 'new password', { type: 'operator', name: 'ops' });
    const renewed = { email: admin.email, passwordHash: await passwordDigest('new password', admin.email) };

    await lockOut('admin', admin.email);
    expect((await signIn('admin', renewed, usual)).status).toBe(429);
  });
});

describe('confirming an address', () => {
  it('trusts the browser that confirmed it, like a password reset', async () => {
    const email = 'confirmed@example.com';
    const password = 'first password';
    const ticket = { name: 'Ada', subject: 'Invoices', description: 'The export is empty.', language: 'en' };
    const passwordHash = await passwordDigest(password, email);
    expect((await client().post('/api/tickets', { ...ticket, email, passwordHash })).status).toBe(201);
    const confirmer = client();
    expect((await openConfirmationLink(confirmer, db, email, password)).status).toBe(200);

    await lockOut('customer', email);
    expect((await signIn('customer', { email, passwordHash }, confirmer)).status).toBe(200);
    expect((await signIn('customer', { email, passwordHash })).status).toBe(429);
  });
});
