import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { insertAdmin, insertCustomer } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, clock, db } = await createTestApp();
const admin = await insertAdmin(db, 'desk@example.com', 'admin-password');
const customer = await insertCustomer(db, 'ada@example.com', 'customer-password');
const MINUTE = 60 * 1000;

function signIn(email: string, passwordHash: string, caller = client()) {
  return caller.post('/api/auth/admin/sign-in', { email, passwordHash });
}

describe('admin sign-in', () => {
  it('starts an admin session', async () => {
    const caller = client();
    const response = await signIn(' DESK@example.com ', admin.passwordHash, caller);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ session: { email: 'desk@example.com', type: 'admin' } });
    expect(response.headers.get('set-cookie')).toContain('HttpOnly');
    expect((await caller.get('/api/auth/session')).body).toMatchObject({ session: { type: 'admin' } });
  });

  it('answers a wrong password, an unknown email and a customer’s credentials alike', async () => {
    const wrong = await signIn(admin.email, await passwordDigest('wrong-password', admin.email));
    const unknown = await signIn(
      'nobody@example.com',
      await passwordDigest('admin-password', 'nobody@example.com'),
    );
    const customerCredentials = await signIn(customer.email, customer.passwordHash);
    for (const response of [wrong, unknown, customerCredentials]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: { code: 'invalid_credentials', message: 'Invalid email or password.' },
      });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('does not let admin credentials start a customer session', async () => {
    const response = await client().post('/api/auth/sign-in', {
      email: admin.email,
      passwordHash: admin.passwordHash,
    });
    expect(response.status).toBe(401);
  });

  it.each([
    [{ email: admin.email }, 'passwordHash'],
    [{ passwordHash: 'a'.repeat(64) }, 'email'],
    [{ email: 'desk', passwordHash: 'a'.repeat(64) }, 'email'],
    [{ email: admin.email, passwordHash: 'admin-password' }, 'passwordHash'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const response = await client().post('/api/auth/admin/sign-in', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { code: 'invalid_request', message: expect.stringContaining(field) },
    });
  });
});

describe('admin sign-in limits', () => {
  const bad = 'f'.repeat(64);

  async function failFiveTimes(email: string) {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(email, bad)).status).toBe(401);
    }
  }

  it('locks an email after 5 failures, for twice as long after each further lockout', async () => {
    const email = 'target@example.com';
    await failFiveTimes(email);
    const first = await signIn(email, bad);
    expect(first.status).toBe(429);
    expect(first.body).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(first.headers.get('retry-after'))).toBe(15 * 60);

    clock.advance(15 * MINUTE);
    await failFiveTimes(email);
    const second = await signIn(email, bad);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBe(30 * 60);

    clock.advance(29 * MINUTE);
    expect((await signIn(email, bad)).status).toBe(429);
    clock.advance(MINUTE);
    expect((await signIn(email, bad)).status).toBe(401);
  });

  it('locks the email even for the right password while locked', async () => {
    const other = await insertAdmin(db, 'locked@example.com', 'locked-password');
    await failFiveTimes(other.email);
    expect((await signIn(other.email, other.passwordHash)).status).toBe(429);
  });

  it('locks an address after 10 attempts across emails', async () => {
    const caller = client();
    for (let attempt = 0; attempt < 10; attempt++) {
      await signIn(`guess${attempt}@example.com`, bad, caller);
    }
    expect((await signIn(admin.email, admin.passwordHash, caller)).status).toBe(429);
    expect((await signIn(admin.email, admin.passwordHash)).status).toBe(200);
  });
});
