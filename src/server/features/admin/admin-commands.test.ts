import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { runAdminCommand } from './admin-commands.ts';

const { client, db } = await createTestApp();

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
});
