import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '#shared/constants.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { insertCustomer } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db, clock } = await createTestApp();
const ada = await insertCustomer(db, 'ada@example.com', 'correct horse');

describe('customer sign-in', () => {
  it('starts a 24-hour session in an httpOnly, SameSite=Lax cookie', async () => {
    const caller = client();
    const response = await caller.post('/api/auth/sign-in', {
      email: ' ADA@example.com ',
      passwordHash: ada.passwordHash,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ session: { email: 'ada@example.com', type: 'user' } });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^support_session=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const { session } = response.body as { session: { authenticatedAt: number; expiresAt: number } };
    expect(session.expiresAt - session.authenticatedAt).toBe(SESSION_LIFETIME_MS);

    expect((await caller.get('/api/auth/session')).body).toMatchObject({
      session: { email: 'ada@example.com' },
    });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await client().post('/api/auth/sign-in', {
      email: 'ada@example.com',
      passwordHash: await passwordDigest('wrong', 'ada@example.com'),
    });
    const unknown = await client().post('/api/auth/sign-in', {
      email: 'nobody@example.com',
      passwordHash: await passwordDigest('correct horse', 'nobody@example.com'),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    [{ email: 'ada@example.com' }, 'passwordHash'],
    [{ email: 'not an email', passwordHash: 'a'.repeat(64) }, 'email'],
    [{ email: 'ada@example.com', passwordHash: 'correct horse' }, 'passwordHash'],
    [{ email: 'ada@example.com', passwordHash: 'A'.repeat(64) }, 'passwordHash'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const response = await client().post('/api/auth/sign-in', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { code: 'invalid_request', message: expect.stringContaining(field) },
    });
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const response = await client().post('/api/auth/sign-in', '{"email":');
    expect(response.status).toBe(400);
  });
});

describe('sessions', () => {
  async function signedIn() {
    const caller = client();
    const response = await caller.post('/api/auth/sign-in', {
      email: ada.email,
      passwordHash: ada.passwordHash,
    });
    const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    return Object.assign(caller, { cookie });
  }

  it('answers 401 without a session', async () => {
    expect((await client().get('/api/auth/session')).status).toBe(401);
  });

  it('expires 24 hours after sign-in', async () => {
    const caller = await signedIn();
    clock.advance(SESSION_LIFETIME_MS - 1000);
    expect((await caller.get('/api/auth/session')).status).toBe(200);
    clock.advance(1000);
    expect((await caller.get('/api/auth/session')).status).toBe(401);
  });

  it('ends on sign-out, and the old cookie no longer works', async () => {
    const caller = await signedIn();
    expect((await client().get('/api/auth/session', { cookie: caller.cookie })).status).toBe(200);
    const signOut = await caller.post('/api/auth/sign-out');
    expect(signOut.status).toBe(204);
    expect(signOut.headers.get('set-cookie')).toMatch(/support_session=;.*Max-Age=0/);
    expect((await caller.get('/api/auth/session')).status).toBe(401);
    expect((await client().get('/api/auth/session', { cookie: caller.cookie })).status).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  const badDigest = 'f'.repeat(64);

  it('refuses an email with 429 after 10 failures from any addresses, for 15 minutes', async () => {
    const email = 'target@example.com';
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await client().post('/api/auth/sign-in', { email, passwordHash: badDigest })).status).toBe(401);
    }
    const limited = await client().post('/api/auth/sign-in', { email, passwordHash: badDigest });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ error: { code: 'rate_limited' } });
    clock.advance(15 * 60 * 1000);
    expect((await client().post('/api/auth/sign-in', { email, passwordHash: badDigest })).status).toBe(401);
  });

  it('refuses an address with 429 after 20 attempts across emails', async () => {
    const caller = client();
    for (let attempt = 0; attempt < 20; attempt++) {
      await caller.post('/api/auth/sign-in', {
        email: `guess${attempt}@example.com`,
        passwordHash: badDigest,
      });
    }
    expect(
      (await caller.post('/api/auth/sign-in', { email: ada.email, passwordHash: ada.passwordHash })).status,
    ).toBe(429);
  });
});
