import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import type { DeskSettings } from '#shared/schemas/desk-settings.ts';
import { auditedBy } from '#tests/support/audit-trail.ts';
import { insertAdmin } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db } = await createTestApp({
  env: {
    RATE_LIMITS: 'off',
    SUPPORT_ADDRESS: 'support@maple.test',
    BUSINESS_HOURS: 'mon-fri 09:00-17:00',
    BUSINESS_TIME_ZONE: 'America/Toronto',
    RETENTION_DAYS: '365',
  },
});

type SettingsBody = { settings: DeskSettings };

async function signedIn(email: string, password: string, role: 'admin' | 'agent' = 'admin') {
  await insertAdmin(db, email, password, role);
  const caller = client();
  await caller.post('/api/auth/admin/sign-in', {
    email,
    passwordHash: await passwordDigest(password, email),
  });
  return caller;
}

const admin = await signedIn('owner@maple.test', 'owner-password');

describe('the settings', () => {
  it('start as the environment says', async () => {
    const { body } = await admin.get<SettingsBody>('/api/admin/settings');
    expect(body.settings).toEqual({
      organisationName: 'Maple AI',
      supportEmail: 'support@maple.test',
      phone: '',
      address: '',
      businessHours: 'mon-fri 09:00-17:00',
      timeZone: 'America/Toronto',
      firstResponseTargetHours: 24,
      retentionDays: 365,
      requireTwoFactor: false,
    });
  });

  it('are saved by an admin, each change in the audit trail, and apply at once', async () => {
    const { body } = await admin.get<SettingsBody>('/api/admin/settings');
    const changed = { ...body.settings, supportEmail: 'help@maple.test', phone: '+1 416 555 0100' };
    const entries = await auditedBy(db, async () => {
      const saved = await admin.put<SettingsBody>('/api/admin/settings', changed);
      expect(saved.status).toBe(200);
      expect(saved.body.settings).toEqual(changed);
    });
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'settings.changed',
        details: { supportEmail: 'help@maple.test', phone: '+1 416 555 0100' },
      }),
    ]);
    expect((await admin.get<SettingsBody>('/api/admin/settings')).body.settings).toEqual(changed);
    // Saved unchanged: nothing more in the trail.
    expect(await auditedBy(db, () => admin.put('/api/admin/settings', changed))).toEqual([]);
    const status = await admin.get<{ required: boolean }>('/api/admin/two-factor');
    expect(status.body.required).toBe(false);
    await admin.put('/api/admin/settings', { ...changed, requireTwoFactor: true });
    expect((await admin.get<{ required: boolean }>('/api/admin/two-factor')).body.required).toBe(true);
    await admin.put('/api/admin/settings', changed);
  });

  it('refuses agents, and bad values', async () => {
    const agent = await signedIn('agent@maple.test', 'agent-password', 'agent');
    expect((await agent.get('/api/admin/settings')).status).toBe(403);
    const { body } = await admin.get<SettingsBody>('/api/admin/settings');
    expect((await agent.put('/api/admin/settings', body.settings)).status).toBe(403);
    for (const wrong of [
      { businessHours: 'weekdays nine to five' },
      { businessHours: 'fri-mon 09:00-17:00' },
      { timeZone: 'Mars/Olympus' },
      { supportEmail: 'not an email' },
      { organisationName: '' },
      { firstResponseTargetHours: 0 },
      { retentionDays: 1.5 },
    ]) {
      const response = await admin.put('/api/admin/settings', { ...body.settings, ...wrong });
      expect(response.status, JSON.stringify(wrong)).toBe(400);
    }
  });
});
