import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { describeStartupAdmin, ensureStartupAdmin, FIRST_ADMIN_EMAIL } from './startup-admin.ts';

async function canSignIn(app: Awaited<ReturnType<typeof createTestApp>>, email: string, password: string) {
  const response = await app
    .client()
    .post('/api/auth/admin/sign-in', { email, passwordHash: await passwordDigest(password, email) });
  return response.status === 200;
}

describe('the admin created at start-up', () => {
  it('is the random first admin, shown once, when nothing is configured and no admin exists', async () => {
    const app = await createTestApp();
    const first = await ensureStartupAdmin(app.db, {});
    if (first.kind !== 'generated') throw new Error(`expected a generated admin, got ${first.kind}`);
    expect(first.email).toBe(FIRST_ADMIN_EMAIL);
    expect(first.password.length).toBeGreaterThanOrEqual(20);
    expect(describeStartupAdmin(first)).toContain(first.password);
    expect(await canSignIn(app, first.email, first.password)).toBe(true);

    expect(await ensureStartupAdmin(app.db, {})).toEqual({ kind: 'none' });
  });

  it('is ADMIN_EMAIL with ADMIN_PASSWORD when set, and is not replaced on the next start', async () => {
    const app = await createTestApp();
    const env = { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'from-the-environment' };
    expect(await ensureStartupAdmin(app.db, env)).toEqual({ kind: 'configured', email: 'boss@example.com' });
    expect(await canSignIn(app, 'boss@example.com', 'from-the-environment')).toBe(true);
    expect(await canSignIn(app, FIRST_ADMIN_EMAIL, 'anything')).toBe(false);

    const changed = { ...env, ADMIN_PASSWORD: 'another-password' };
    expect(await ensureStartupAdmin(app.db, changed)).toEqual({ kind: 'none' });
    expect(await canSignIn(app, 'boss@example.com', 'from-the-environment')).toBe(true);
  });

  it('refuses half a configuration or a short password with a clear message', async () => {
    const app = await createTestApp();
    await expect(ensureStartupAdmin(app.db, { ADMIN_EMAIL: 'a@example.com' })).rejects.toThrow(
      'Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.',
    );
    await expect(
      ensureStartupAdmin(app.db, { ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' }),
    ).rejects.toThrow('at least 8 characters');
  });
});
