import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, emailPasswords } from '#server/db/schema.ts';
import { hashPasswordDigest } from '#server/features/auth/password-hash.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { insertAdmin, insertCustomer } from '#tests/support/fixtures.ts';
import { latestLinkToken, mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db, clock } = await createTestApp();

let emails = 0;
const freshEmail = () => `reset${++emails}@company.ca`;

async function signIn(email: string, password: string, path = '/api/auth/sign-in') {
  const caller = client();
  const response = await caller.post(path, { email, passwordHash: await passwordDigest(password, email) });
  return { caller, status: response.status };
}

async function requestReset(email: string, account: 'customer' | 'admin' = 'customer') {
  return client().post('/api/auth/password-reset', { email, account, language: 'en' });
}

async function complete(token: string, email: string, password: string, caller = client()) {
  return caller.post('/api/auth/password-reset/complete', {
    token,
    passwordHash: await passwordDigest(password, email),
  });
}

describe('POST /api/auth/password-reset', () => {
  it('answers 202 whether or not the account exists, and writes a link only for one that does', async () => {
    const customer = await insertCustomer(db, freshEmail(), 'old password');
    const unknown = freshEmail();
    expect((await requestReset(customer.email)).status).toBe(202);
    expect((await requestReset(unknown)).status).toBe(202);
    expect((await requestReset(customer.email, 'admin')).status).toBe(202);
    expect(await mailsTo(db, unknown)).toEqual([]);
    expect(await mailsTo(db, customer.email, 'reset_password')).toHaveLength(1);
  });

  it('allows 5 requests an hour per inbox however the address is spelt, then answers 429', async () => {
    const tagged = await insertCustomer(db, 'bomb+1@victim.test', 'old password');
    const spellings = ['bomb+1@victim.test', 'BOMB+2@victim.test', 'bomb+3@VICTIM.test', 'bomb@victim.test'];
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await requestReset(spellings[attempt % 4] as string)).status).toBe(202);
    }
    for (const email of spellings) expect((await requestReset(email)).status).toBe(429);
    expect(await mailsTo(db, tagged.email, 'reset_password')).toHaveLength(2);
    expect((await requestReset(freshEmail())).status).toBe(202);
    clock.advance(60 * 60 * 1000);
    expect((await requestReset('BOMB+9@victim.test')).status).toBe(202);
  });
});

describe('a customer resetting their password through the link', () => {
  it('shows whose link it is without using it, then sets the password, signs in and ends the other sessions', async () => {
    const customer = await insertCustomer(db, freshEmail(), 'old password');
    const elsewhere = await signIn(customer.email, 'old password');
    await requestReset(customer.email);
    const token = await latestLinkToken(db, customer.email, 'reset_password');

    const link = await client().post('/api/auth/password-reset/link', { token });
    expect(link).toMatchObject({ status: 200, body: { email: customer.email, account: 'customer' } });
    const resetter = client();
    const done = await complete(token, customer.email, 'new password', resetter);
    expect(done).toMatchObject({
      status: 200,
      body: { account: 'customer', session: { email: customer.email } },
    });
    expect((await resetter.get('/api/auth/session')).status).toBe(200);
    expect((await elsewhere.caller.get('/api/auth/session')).status).toBe(401);
    expect((await signIn(customer.email, 'old password')).status).toBe(401);
    expect((await signIn(customer.email, 'new password')).status).toBe(200);
    const [entry] = await db.select().from(auditEntries).where(eq(auditEntries.subjectId, customer.email));
    expect(entry).toMatchObject({ kind: 'customer.password_reset', actorType: 'visitor' });
  });

  it('refuses a used, expired, altered or superseded link with 410', async () => {
    const customer = await insertCustomer(db, freshEmail(), 'old password');
    await requestReset(customer.email);
    const first = await latestLinkToken(db, customer.email, 'reset_password');
    await requestReset(customer.email);
    const second = await latestLinkToken(db, customer.email, 'reset_password');
    expect((await complete(second, customer.email, 'new password')).status).toBe(200);
    // Used once; and the first link was for a password that is gone.
    expect((await complete(second, customer.email, 'newer password')).status).toBe(410);
    expect((await complete(first, customer.email, 'newer password')).status).toBe(410);
    expect((await client().post('/api/auth/password-reset/link', { token: `${first}x` })).status).toBe(410);

    await requestReset(customer.email);
    const late = await latestLinkToken(db, customer.email, 'reset_password');
    clock.advance(30 * 60_000 + 1000);
    expect((await client().post('/api/auth/password-reset/link', { token: late })).status).toBe(410);
    expect((await complete(late, customer.email, 'newer password')).status).toBe(410);
    expect((await signIn(customer.email, 'new password')).status).toBe(200);
  });

  it('sends no reset link for a first ticket still waiting for its confirmation link: that link sets the password', async () => {
    const email = freshEmail();
    await client().post('/api/tickets', {
      name: 'Ada',
      subject: 'Help',
      description: 'Please.',
      email,
      passwordHash: await passwordDigest('forgotten', email),
    });
    expect((await requestReset(email)).status).toBe(202);
    expect(await mailsTo(db, email, 'reset_password')).toEqual([]);
  });

  it('confirms an address whose unconfirmed password was stored before attempts kept theirs on their links', async () => {
    const email = freshEmail();
    const digest = await passwordDigest('forgotten', email);
    await db.insert(emailPasswords).values({ email, passwordHash: await hashPasswordDigest(digest) });
    await requestReset(email);
    expect(
      (await complete(await latestLinkToken(db, email, 'reset_password'), email, 'remembered')).status,
    ).toBe(200);
    expect((await signIn(email, 'remembered')).status).toBe(200);
  });

  it('refuses a password hash that is not a digest with 400', async () => {
    const response = await client().post('/api/auth/password-reset/complete', {
      token: 'abc',
      passwordHash: 'plain',
    });
    expect(response.status).toBe(400);
  });
});

describe('an admin resetting their password through the link', () => {
  it('sets the password and ends their sessions, but signs in only through /admin (the second factor stays)', async () => {
    const admin = await insertAdmin(db, freshEmail(), 'old admin password');
    const elsewhere = await signIn(admin.email, 'old admin password', '/api/auth/admin/sign-in');
    expect(elsewhere.status).toBe(200);
    await requestReset(admin.email, 'admin');
    const token = await latestLinkToken(db, admin.email, 'reset_password');
    expect((await client().post('/api/auth/password-reset/link', { token })).body).toEqual({
      email: admin.email,
      account: 'admin',
    });
    const resetter = client();
    const done = await complete(token, admin.email, 'new admin password', resetter);
    expect(done).toMatchObject({ status: 200, body: { account: 'admin' } });
    expect(done.body).not.toHaveProperty('session');
    expect((await resetter.get('/api/auth/session')).status).toBe(401);
    expect((await elsewhere.caller.get('/api/auth/session')).status).toBe(401);
    expect((await signIn(admin.email, 'old admin password', '/api/auth/admin/sign-in')).status).toBe(401);
    expect((await signIn(admin.email, 'new admin password', '/api/auth/admin/sign-in')).status).toBe(200);
  });
});

describe('a reset while strangers keep the email locked', () => {
  it.each([
    ['customer', '/api/auth/sign-in'],
    ['admin', '/api/auth/admin/sign-in'],
  ] as const)('lets the %s sign in from the browser that completed it', async (account, path) => {
    const email = freshEmail();
    await (account === 'admin' ? insertAdmin : insertCustomer)(db, email, 'old password');
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 429; attempt++) {
      status = (await client().post(path, { email, passwordHash: 'f'.repeat(64) })).status;
    }
    expect(status).toBe(429);
    await requestReset(email, account);
    const resetter = client();
    await complete(await latestLinkToken(db, email, 'reset_password'), email, 'new password', resetter);
    const passwordHash = await passwordDigest('new password', email);
    expect((await resetter.post(path, { email, passwordHash })).status).toBe(200);
    expect((await client().post(path, { email, passwordHash })).status).toBe(429);
  });
});
