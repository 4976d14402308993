import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditedBy } from '#tests/support/audit-trail.ts';
import { insertAdmin, insertCustomer } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import type { TestClock } from '#tests/support/test-clock.ts';

const STEP_MS = 30_000;

function currentCode(secret: string, clock: TestClock): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now().getTime() });
}

describe('admin two-factor sign-in, turned on from the dashboard', async () => {
  const { client, clock, db } = await createTestApp();
  const admin = await insertAdmin(db, 'two@example.com', 'admin-password');
  const credentials = { email: admin.email, passwordHash: admin.passwordHash };
  const signIn = (code?: string, caller = client()) =>
    caller.post<Record<string, unknown>>('/api/auth/admin/sign-in', { ...credentials, code });

  const desk = client();
  await signIn(undefined, desk);
  const enrolment = await desk.post<{ secret: string; otpauthUrl: string; qrCode: string }>(
    '/api/admin/two-factor/enrolment',
  );
  const secret = enrolment.body.secret;
  let recoveryCodes: string[] = [];

  it('offers a secret as text, an otpauth URL and a QR code', () => {
    expect(enrolment.status).toBe(200);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*two%40example\.com\?.*secret=/);
    expect(enrolment.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('is turned on only by a code from the new secret, which answers ten recovery codes', async () => {
    const wrong = await desk.post('/api/admin/two-factor/confirmation', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { code: 'invalid_second_factor' } });

    let status = 0;
    const entries = await auditedBy(db, async () => {
      const confirmed = await desk.post<{ recoveryCodes: string[] }>('/api/admin/two-factor/confirmation', {
        code: currentCode(secret, clock),
      });
      status = confirmed.status;
      recoveryCodes = confirmed.body.recoveryCodes;
    });
    expect(status).toBe(200);
    expect(entries).toMatchObject([
      { kind: 'admin_account.two_factor_enabled', actorName: admin.email, subjectId: admin.email },
    ]);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await desk.get('/api/admin/two-factor')).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    expect((await desk.post('/api/admin/two-factor/enrolment')).status).toBe(409);
  });

  it('then asks for a code after the password, and starts no session without one', async () => {
    const caller = client();
    const answer = await signIn(undefined, caller);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ secondFactor: { required: 'code' } });
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect((await caller.get('/api/auth/session')).status).toBe(401);
  });

  it('tells nothing about the second factor to someone without the password', async () => {
    const guess = await client().post('/api/auth/admin/sign-in', {
      email: admin.email,
      passwordHash: 'a'.repeat(64),
      code: '123456',
    });
    expect(guess.status).toBe(401);
    expect(guess.body).toMatchObject({ error: { code: 'invalid_credentials' } });
  });

  it('signs in with a current code, once: the same code is refused the second time', async () => {
    clock.advance(STEP_MS);
    const code = currentCode(secret, clock);
    const caller = client();
    const first = await signIn(code, caller);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ session: { email: admin.email, type: 'admin' } });
    expect((await caller.get('/api/auth/session')).status).toBe(200);

    const replay = await signIn(code);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({
      error: { code: 'invalid_second_factor', message: 'The authentication code is not valid.' },
    });
  });

  it('signs in with a recovery code exactly once, typed with or without its dash', async () => {
    const recovery = recoveryCodes[0] ?? '';
    expect((await signIn(recovery.replace('-', '').toUpperCase())).status).toBe(200);
    expect((await signIn(recovery)).status).toBe(401);
    expect((await desk.get('/api/admin/two-factor')).body).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('refuses wrong codes with 429 once the sign-in limit is reached', async () => {
    clock.advance(16 * 60_000);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await signIn('999999')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });
});

describe('admin two-factor sign-in with ADMIN_REQUIRE_2FA', async () => {
  const { client, clock, db } = await createTestApp({ env: { ADMIN_REQUIRE_2FA: 'true' } });
  const admin = await insertAdmin(db, 'must@example.com', 'admin-password');
  const credentials = { email: admin.email, passwordHash: admin.passwordHash };

  it('makes an admin without a second factor enrol before the first session', async () => {
    const caller = client();
    const first = await caller.post<{ secondFactor: { required: string; enrolment: { secret: string } } }>(
      '/api/auth/admin/sign-in',
      credentials,
    );
    expect(first.status).toBe(200);
    expect(first.body.secondFactor.required).toBe('enrolment');
    expect(first.headers.get('set-cookie')).toBeNull();

    const code = currentCode(first.body.secondFactor.enrolment.secret, clock);
    const second = await caller.post<{ session: unknown; recoveryCodes: string[] }>(
      '/api/auth/admin/sign-in',
      {
        ...credentials,
        code,
      },
    );
    expect(second.status).toBe(200);
    expect(second.body.session).toMatchObject({ type: 'admin' });
    expect(second.body.recoveryCodes).toHaveLength(10);
    expect((await caller.get('/api/admin/two-factor')).body).toMatchObject({ enabled: true, required: true });
  });

  it('leaves customers signing in with their password alone', async () => {
    const customer = await insertCustomer(db, 'cust@example.com', 'customer-password');
    const answer = await client().post('/api/auth/sign-in', {
      email: customer.email,
      passwordHash: customer.passwordHash,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ session: { type: 'user' } });
  });
});
