import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { auditedBy } from '#tests/support/audit-trail.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { runAdminCommand } from './admin-commands.ts';

const { client, clock, db } = await createTestApp();

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function signIn(email: string, password: string) {
  const caller = client();
  const response = await caller.post('/api/auth/admin/sign-in', {
    email,
    passwordHash: await passwordDigest(password, email),
  });
  return Object.assign(response, { caller });
}

describe('npm run admin', () => {
  it('creates an admin who can sign in from the browser with the same digest', async () => {
    const result = await cli('create', '--email', ' Grace@Example.com ', '--password', 'navy-cobol-1959');
    expect(result).toMatchObject({ code: 0, out: 'Created the admin grace@example.com.' });
    expect((await signIn('grace@example.com', 'navy-cobol-1959')).status).toBe(200);
  });

  it('refuses a second admin with the same email', async () => {
    await cli('create', '--email', 'twice@example.com', '--password', 'first-password');
    const result = await cli('create', '--email', 'TWICE@example.com', '--password', 'second-password');
    expect(result).toMatchObject({
      code: 1,
      err: 'Error: An admin with the email twice@example.com already exists.',
    });
    expect((await signIn('twice@example.com', 'first-password')).status).toBe(200);
  });

  it.each([
    [
      ['create', '--email', 'not-an-email', '--password', 'long enough'],
      1,
      "'not-an-email' is not a valid email",
    ],
    [['create', '--email', 'short@example.com', '--password', 'short'], 1, 'at least 8 characters'],
    [['create', '--password', 'long enough'], 2, 'Missing --email.'],
    [['create', '--email', 'x@example.com'], 2, 'Missing --password.'],
    [['create', '--emial', 'x@example.com'], 2, "Unknown option '--emial'"],
    [['promote', '--email', 'x@example.com'], 2, "Unknown command 'promote'."],
    [['delete', '--email', 'ghost@example.com'], 1, 'There is no admin with the email ghost@example.com.'],
    [['set-password', '--email', 'ghost@example.com', '--password', 'long enough'], 1, 'There is no admin'],
  ])('%j exits %i saying %s', async (argv, code, message) => {
    const result = await cli(...argv);
    expect(result.code).toBe(code);
    expect(result.err).toContain(message);
  });

  it('prints the usage without a command', async () => {
    const result = await cli();
    expect(result.code).toBe(2);
    expect(result.out).toContain('set-password --email E --password P');
  });

  it('lists admins by email', async () => {
    await cli('create', '--email', 'zed@example.com', '--password', 'zed-password');
    await cli('create', '--email', 'amy@example.com', '--password', 'amy-password');
    const lines = (await cli('list')).out.split('\n').map((line) => line.split('\t')[0]);
    expect(lines.indexOf('amy@example.com')).toBeLessThan(lines.indexOf('zed@example.com'));
    expect((await cli('list')).out).not.toContain('password');
  });

  it('set-password replaces the password and ends the admin’s sessions', async () => {
    await cli('create', '--email', 'rotate@example.com', '--password', 'old-password');
    const { caller } = await signIn('rotate@example.com', 'old-password');
    expect((await caller.get('/api/auth/session')).status).toBe(200);

    const result = await cli('set-password', '--email', 'rotate@example.com', '--password', 'new-password');
    expect(result.code).toBe(0);
    expect((await caller.get('/api/auth/session')).status).toBe(401);
    expect((await signIn('rotate@example.com', 'old-password')).status).toBe(401);
    expect((await signIn('rotate@example.com', 'new-password')).status).toBe(200);
  });

  it('delete removes the admin and ends their sessions', async () => {
    await cli('create', '--email', 'leaving@example.com', '--password', 'leaving-password');
    const { caller } = await signIn('leaving@example.com', 'leaving-password');
    expect((await cli('delete', '--email', 'leaving@example.com')).code).toBe(0);
    expect((await caller.get('/api/auth/session')).status).toBe(401);
    expect((await signIn('leaving@example.com', 'leaving-password')).status).toBe(401);
    expect((await cli('list')).out).not.toContain('leaving@example.com');
  });

  it('reset-2fa turns an admin’s two-factor sign-in off, so the password alone signs in again', async () => {
    await cli('create', '--email', 'lost-phone@example.com', '--password', 'lost-phone-password');
    const { caller } = await signIn('lost-phone@example.com', 'lost-phone-password');
    const { secret } = (await caller.post<{ secret: string }>('/api/admin/two-factor/enrolment')).body;
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now().getTime() });
    expect((await caller.post('/api/admin/two-factor/confirmation', { code })).status).toBe(200);
    expect((await signIn('lost-phone@example.com', 'lost-phone-password')).body).toEqual({
      secondFactor: { required: 'code' },
    });

    let result = { code: -1, out: '', err: '' };
    const entries = await auditedBy(db, async () => {
      result = await cli('reset-2fa', '--email', 'Lost-Phone@example.com');
    });
    expect(entries).toMatchObject([
      { kind: 'admin_account.two_factor_reset', actorType: 'operator', subjectId: 'lost-phone@example.com' },
    ]);
    expect(result).toMatchObject({ code: 0 });
    expect(result.out).toContain('Two-factor sign-in is off for lost-phone@example.com');
    expect((await signIn('lost-phone@example.com', 'lost-phone-password')).body).toMatchObject({
      session: { type: 'admin' },
    });
    expect((await cli('reset-2fa', '--email', 'ghost@example.com')).code).toBe(1);
  });
});
