import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '#server/features/audit/index.ts';
import { auditedBy } from '#tests/support/audit-trail.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { runAdminCommand } from './admin-commands.ts';
import { ensureStartupAdmin, FIRST_ADMIN_EMAIL } from './startup-admin.ts';

const { db } = await createTestApp();

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err: err.join('\n') };
}

const operator = { actorType: 'operator', actorName: userInfo().username };

describe('admin account changes in the audit trail', () => {
  it('create, set-password and delete each leave one entry naming the operator and the account', async () => {
    const email = 'audited@example.com';
    // Another admin, so deleting this one does not remove the last.
    await cli('create', '--email', 'stays@example.com', '--password', 'stays-password');
    const subject = { subjectType: 'admin_account', subjectId: email };
    const steps = [
      [['create', '--email', 'Audited@Example.com', '--password', 'first-password'], 'admin_account.created'],
      [['set-password', '--email', email, '--password', 'second-password'], 'admin_account.password_changed'],
      [['delete', '--email', email], 'admin_account.deleted'],
    ] as const;
    for (const [argv, kind] of steps) {
      const entries = await auditedBy(db, () => cli(...argv));
      expect(entries).toEqual([expect.objectContaining({ kind, ...operator, ...subject })]);
    }
  });

  it('refused changes leave none', async () => {
    await cli('create', '--email', 'once@example.com', '--password', 'once-password');
    const entries = await auditedBy(db, async () => {
      expect((await cli('create', '--email', 'once@example.com', '--password', 'again-password')).code).toBe(
        1,
      );
      expect((await cli('delete', '--email', 'ghost@example.com')).code).toBe(1);
      expect(
        (await cli('set-password', '--email', 'ghost@example.com', '--password', 'whatever1')).code,
      ).toBe(1);
    });
    expect(entries).toEqual([]);
  });

  it('the admin created at start-up is recorded as the server’s doing, once', async () => {
    const entries = await auditedBy(db, async () => {
      await ensureStartupAdmin(db, {});
      await ensureStartupAdmin(db, { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'from-the-env' });
      await ensureStartupAdmin(db, { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'from-the-env' });
    });
    expect(entries).toEqual([
      expect.objectContaining({
        actorType: 'system',
        subjectId: 'boss@example.com',
        details: { source: 'ADMIN_EMAIL', role: 'admin' },
      }),
    ]);
    // An admin existed already (this file's), so no first admin was generated.
    expect(entries.map((entry) => entry.subjectId)).not.toContain(FIRST_ADMIN_EMAIL);
  });
});

describe('npm run admin -- audit', () => {
  const now = Date.now();
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000);

  it('prints the entries since a duration or an ISO date as JSON lines, oldest first', async () => {
    const old = { type: 'visitor', name: 'old@example.com' } as const;
    const recent = { type: 'visitor', name: 'recent@example.com' } as const;
    await recordAudit(db, { kind: 'admin_sign_in.failed', actor: old, at: hoursAgo(30) });
    await recordAudit(db, { kind: 'admin_sign_in.failed', actor: recent, at: hoursAgo(2) });
    await recordAudit(db, { kind: 'admin_sign_in.succeeded', actor: recent, at: hoursAgo(1) });

    const lastDay = await cli('audit', '--since', '24h', '--email', 'recent@example.com');
    expect(lastDay.code).toBe(0);
    expect(lastDay.out.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ kind: 'admin_sign_in.failed', actor: expect.objectContaining(recent) }),
      expect.objectContaining({ kind: 'admin_sign_in.succeeded', actor: expect.objectContaining(recent) }),
    ]);

    const since = hoursAgo(48).toISOString();
    const failed = await cli('audit', '--since', since, '--kind', 'admin_sign_in.failed');
    const names = failed.out.map((line) => JSON.parse(line).actor.name);
    expect(names.indexOf('old@example.com')).toBeLessThan(names.indexOf('recent@example.com'));
    expect(names.indexOf('old@example.com')).toBeGreaterThanOrEqual(0);
  });

  it.each([
    [['audit', '--since', 'yesterday'], '--since takes an ISO date or a duration'],
    [['audit', '--since', '24x'], '--since takes an ISO date or a duration'],
    [['audit', '--kind', 'everything'], "Unknown kind 'everything'"],
  ])('%j exits 2 saying %s', async (argv, message) => {
    const result = await cli(...argv);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
  });
});
