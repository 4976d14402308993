import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { insertAdmin } from '#tests/support/fixtures.ts';
import { latestLinkToken } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { inviteMember } from './invitations.ts';

const { client, db, deps, clock } = await createTestApp({ env: { ADMIN_REQUIRE_2FA: 'true' } });

describe('an invitation with ADMIN_REQUIRE_2FA', () => {
  it('lets the invitee choose a password, then enrol two-factor at their first sign-in', async () => {
    const boss = await insertAdmin(db, 'boss@example.com', 'boss-password');
    const actor = { type: 'admin' as const, id: boss.id, name: boss.email };
    const request = {
      email: 'new@example.com',
      name: 'New',
      role: 'agent' as const,
      language: 'en' as const,
    };
    await inviteMember(db, deps, request, actor, clock.now());
    const token = await latestLinkToken(db, request.email, 'admin_invitation');
    const passwordHash = await passwordDigest('new-password', request.email);
    const joined = await client().post('/api/auth/password-reset/complete', { token, passwordHash });
    expect(joined.body).toEqual({ account: 'admin' });
    const signIn = await client().post('/api/auth/admin/sign-in', { email: request.email, passwordHash });
    expect(signIn.body).toMatchObject({ secondFactor: { required: 'enrolment' } });
  });
});
