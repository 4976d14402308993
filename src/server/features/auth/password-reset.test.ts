import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '#server/db/schema.ts';
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

  it('allows 3 requests an hour per email, then answers 429', async () => {
    const email = freshEmail();
    for (let attempt = 0; attempt < 3; attempt++) expect((await requestReset(email)).status).toBe(202);
    expect((await requestReset(email)).status).toBe(429);
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

  it('confirms an address that was still waiting for its confirmation link', async () => {
    const email = freshEmail();
    await client().post('/api/tickets', {
      name: 'Ada',
      subject: 'Help',
      description: 'Please.',
      email,
      passwordHash: await passwordDigest('forgotten', email),
    });
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
