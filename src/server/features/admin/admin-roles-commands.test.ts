import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { auditedBy } from '#tests/support/audit-trail.ts';
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

const line = async (email: string) =>
  (await cli('list')).out.split('\n').find((row) => row.startsWith(`${email}\t`));

describe('npm run admin and roles', () => {
  it('creates an agent with a name, who reaches the desk but not the audit trail', async () => {
    const created = await cli(
      'create',
      '--email',
      'agent@example.com',
      '--password',
      'agent-password',
      '--role',
      'agent',
      '--name',
      'Ana Agent',
    );
    expect(created).toMatchObject({ code: 0, out: 'Created the agent agent@example.com.' });
    expect(await line('agent@example.com')).toMatch(/^agent@example\.com\tagent\tAna Agent\tactive\t/);
    const { caller, body } = await signIn('agent@example.com', 'agent-password');
    expect(body).toMatchObject({ session: { role: 'agent' } });
    expect((await caller.get('/api/admin/tickets')).status).toBe(200);
    expect((await caller.get('/api/admin/audit')).status).toBe(403);
    expect((await caller.get('/api/admin/team')).status).toBe(403);
  });

  it('refuses a role that is not one', async () => {
    const result = await cli(
      'create',
      '--email',
      'x@example.com',
      '--password',
      'x-password',
      '--role',
      'root',
    );
    expect(result).toMatchObject({
      code: 2,
      err: expect.stringContaining("--role is admin or agent, not 'root'"),
    });
  });

  it('set-role takes effect on an open session at once, and is audited', async () => {
    await cli('create', '--email', 'keeper@example.com', '--password', 'keeper-password');
    await cli(
      'create',
      '--email',
      'promoted@example.com',
      '--password',
      'promoted-password',
      '--role',
      'agent',
    );
    const { caller } = await signIn('promoted@example.com', 'promoted-password');
    expect((await caller.get('/api/admin/team')).status).toBe(403);
    const entries = await auditedBy(db, () =>
      cli('set-role', '--email', 'promoted@example.com', '--role', 'admin'),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'admin_account.role_changed',
        details: { from: 'agent', to: 'admin' },
      }),
    ]);
    expect((await caller.get('/api/admin/team')).status).toBe(200);
  });

  it('deactivate ends the sessions and refuses the sign-in; reactivate lets them back', async () => {
    await cli('create', '--email', 'paused@example.com', '--password', 'paused-password', '--role', 'agent');
    const { caller } = await signIn('paused@example.com', 'paused-password');
    expect((await cli('deactivate', '--email', 'paused@example.com')).code).toBe(0);
    expect((await caller.get('/api/auth/session')).status).toBe(401);
    expect((await signIn('paused@example.com', 'paused-password')).status).toBe(401);
    expect(await line('paused@example.com')).toContain('\tdeactivated\t');
    expect((await cli('reactivate', '--email', 'paused@example.com')).code).toBe(0);
    expect((await signIn('paused@example.com', 'paused-password')).status).toBe(200);
  });

  it('never removes, deactivates or demotes the last active admin', async () => {
    const admins = (await cli('list')).out
      .split('\n')
      .filter((row) => row.split('\t')[1] === 'admin')
      .map((row) => row.split('\t')[0] ?? '');
    const [last, ...others] = admins;
    for (const email of others)
      expect((await cli('set-role', '--email', email, '--role', 'agent')).code).toBe(0);
    for (const argv of [
      ['delete', '--email', last ?? ''],
      ['deactivate', '--email', last ?? ''],
      ['set-role', '--email', last ?? '', '--role', 'agent'],
    ]) {
      const entries = await auditedBy(db, async () => {
        const result = await cli(...argv);
        expect(result).toMatchObject({ code: 1, err: expect.stringContaining('last active admin') });
      });
      expect(entries).toEqual([]);
    }
    expect(await line(last ?? '')).toContain('\tadmin\t');
  });
});
