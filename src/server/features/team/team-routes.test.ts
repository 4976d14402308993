import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { auditedBy } from '#tests/support/audit-trail.ts';
import { insertAdmin } from '#tests/support/fixtures.ts';
import { latestLinkToken, mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db } = await createTestApp({ env: { RATE_LIMITS: 'off' } });

async function signIn(email: string, password: string) {
  const caller = client();
  const response = await caller.post('/api/auth/admin/sign-in', {
    email,
    passwordHash: await passwordDigest(password, email),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return caller;
}

const boss = await insertAdmin(db, 'boss@example.com', 'boss-password');
const admin = await signIn(boss.email, boss.password);

async function invite(email: string, role: 'admin' | 'agent' = 'agent', language = 'en') {
  const response = await admin.post<{ member: TeamMember }>('/api/admin/team', {
    email,
    name: 'Nora Newcomer',
    role,
    language,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.member;
}

/** The invitee opens the link and chooses a password, as the join page does. */
async function accept(email: string, password: string) {
  const token = await latestLinkToken(db, email, 'admin_invitation');
  const visitor = client();
  const link = await visitor.post('/api/auth/password-reset/link', { token });
  const done = await visitor.post('/api/auth/password-reset/complete', {
    token,
    passwordHash: await passwordDigest(password, email),
  });
  return { link, done };
}

describe('the team', () => {
  it('invites a member by email, who chooses a password and signs in as an agent', async () => {
    const entries = await auditedBy(db, () => invite('nora@example.com', 'agent', 'fr'));
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'admin_account.invited', subjectId: 'nora@example.com' }),
    ]);
    const [mail] = await mailsTo(db, 'nora@example.com', 'admin_invitation');
    expect(mail).toMatchObject({ language: 'fr', subject: expect.stringContaining('Invitation') });
    expect(mail?.data?.link).toContain('/join-team?');
    const listed = (await admin.get<{ members: TeamMember[] }>('/api/admin/team')).body.members;
    expect(listed.find((member) => member.email === 'nora@example.com')).toMatchObject({
      name: 'Nora Newcomer',
      role: 'agent',
      invited: true,
      active: true,
      twoFactor: false,
      lastSignedInAt: null,
    });
    const { link, done } = await accept('nora@example.com', 'nora-password');
    expect(link.body).toEqual({ email: 'nora@example.com', account: 'admin' });
    expect(done.status).toBe(200);
    const agent = await signIn('nora@example.com', 'nora-password');
    expect((await agent.get('/api/admin/tickets')).status).toBe(200);
    for (const path of ['/api/admin/team', '/api/admin/audit', '/api/admin/mail']) {
      expect((await agent.get(path)).status, path).toBe(403);
    }
    const after = (await admin.get<{ members: TeamMember[] }>('/api/admin/team')).body.members;
    const nora = after.find((member) => member.email === 'nora@example.com');
    expect(nora).toMatchObject({ invited: false, lastSignedInAt: expect.any(String) });
  });

  it('refuses an email already on the team, and bad input', async () => {
    await invite('twice@example.com');
    const again = await admin.post('/api/admin/team', {
      email: 'TWICE@example.com',
      name: 'T',
      role: 'agent',
    });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'already_member' } } });
    for (const body of [
      { email: 'not an email', name: 'X', role: 'agent' },
      { email: 'ok@example.com', name: '   ', role: 'agent' },
      { email: 'ok@example.com', name: 'X', role: 'owner' },
    ]) {
      expect((await admin.post('/api/admin/team', body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('resending an invitation makes the older link stop working', async () => {
    const member = await invite('late@example.com');
    const oldToken = await latestLinkToken(db, 'late@example.com', 'admin_invitation');
    expect((await admin.post(`/api/admin/team/${member.id}/invitation`)).status).toBe(202);
    const visitor = client();
    const stale = await visitor.post('/api/auth/password-reset/complete', {
      token: oldToken,
      passwordHash: await passwordDigest('late-password', 'late@example.com'),
    });
    expect(stale.status).toBe(410);
    expect((await accept('late@example.com', 'late-password')).done.status).toBe(200);
    const joined = await admin.post(`/api/admin/team/${member.id}/invitation`);
    expect(joined.status).toBe(409);
  });

  it('changes a role and a name, each audited, and deactivation ends the session at once', async () => {
    const member = await invite('dana@example.com');
    await accept('dana@example.com', 'dana-password');
    const dana = await signIn('dana@example.com', 'dana-password');
    const entries = await auditedBy(db, async () => {
      const changed = await admin.patch<{ member: TeamMember }>(`/api/admin/team/${member.id}`, {
        role: 'admin',
        name: 'Dana Desk',
      });
      expect(changed.body.member).toMatchObject({ role: 'admin', name: 'Dana Desk' });
    });
    expect(entries.map((entry) => entry.kind)).toEqual([
      'admin_account.role_changed',
      'admin_account.renamed',
    ]);
    expect((await dana.get('/api/admin/team')).status).toBe(200);
    const off = await admin.patch<{ member: TeamMember }>(`/api/admin/team/${member.id}`, { active: false });
    expect(off.body.member.active).toBe(false);
    expect((await dana.get('/api/admin/tickets')).status).toBe(401);
    const refused = await client().post('/api/auth/admin/sign-in', {
      email: 'dana@example.com',
      passwordHash: await passwordDigest('dana-password', 'dana@example.com'),
    });
    expect(refused.status).toBe(401);
    await admin.patch(`/api/admin/team/${member.id}`, { active: true });
    await signIn('dana@example.com', 'dana-password');
  });

  it('keeps the last active admin', async () => {
    const members = (await admin.get<{ members: TeamMember[] }>('/api/admin/team')).body.members;
    for (const member of members) {
      if (member.role === 'admin' && member.id !== boss.id) {
        await admin.patch(`/api/admin/team/${member.id}`, { role: 'agent' });
      }
    }
    for (const change of [{ role: 'agent' }, { active: false }]) {
      const response = await admin.patch(`/api/admin/team/${boss.id}`, change);
      expect(response).toMatchObject({ status: 409, body: { error: { code: 'last_admin' } } });
    }
    expect((await admin.get('/api/admin/team')).status).toBe(200);
  });

  it('answers 404 for a member who does not exist, 400 for an empty change', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await admin.patch(`/api/admin/team/${missing}`, { name: 'Nobody' })).status).toBe(404);
    expect((await admin.patch(`/api/admin/team/${boss.id}`, {})).status).toBe(400);
  });
});
