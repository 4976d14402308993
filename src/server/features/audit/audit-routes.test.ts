import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '#shared/constants.ts';
import type { AuditPage } from '#shared/schemas/audit.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { recordAudit } from './record-audit.ts';

const testApp = await createTestApp();
const { client, clock, db } = testApp;
const { admin, customer, desk, customerCaller } = await signedInDesk(testApp);

describe('GET /api/admin/audit', () => {
  it('pages the trail newest first, saying whether an older page exists', async () => {
    const ticket = await insertTicket(db, { email: customer.email });
    for (const status of ['in_progress', 'resolved', 'open'] as const) {
      clock.advance(1000);
      await desk.patch(`/api/admin/tickets/${ticket.id}`, { status });
    }
    const { status, body } = await desk.get<AuditPage>('/api/admin/audit');
    expect(status).toBe(200);
    expect(body.entries.slice(0, 3).map((entry) => entry.details.to)).toEqual([
      'open',
      'resolved',
      'in_progress',
    ]);
    expect(body.entries[0]).toMatchObject({
      kind: 'ticket.status_changed',
      actor: { type: 'admin', id: admin.id, name: admin.email, address: desk.address },
      subject: { type: 'ticket', id: ticket.id },
    });

    for (let i = 0; i < PAGE_SIZE; i++) {
      await recordAudit(db, {
        kind: 'admin_sign_in.failed',
        actor: { type: 'visitor', name: `guess${i}@example.com` },
      });
    }
    const first = await desk.get<AuditPage>('/api/admin/audit?page=1');
    const second = await desk.get<AuditPage>('/api/admin/audit?page=2');
    expect(first.body).toMatchObject({ page: 1, pageSize: PAGE_SIZE, hasMore: true });
    expect(first.body.entries).toHaveLength(PAGE_SIZE);
    expect(second.body.hasMore).toBe(false);
    const ids = [...first.body.entries, ...second.body.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('filters by kind and by person, who may be the actor or the account concerned', async () => {
    await recordAudit(db, {
      kind: 'admin_account.created',
      actor: { type: 'operator', name: 'root' },
      subject: { type: 'admin_account', id: 'new.admin@example.com' },
    });
    await recordAudit(db, {
      kind: 'admin_sign_in.succeeded',
      actor: { type: 'admin', name: 'new.admin@example.com', address: '203.0.113.9' },
    });
    const byPerson = await desk.get<AuditPage>('/api/admin/audit?person=%20New.Admin@Example.com%20');
    expect(byPerson.body.entries.map((entry) => entry.kind)).toEqual([
      'admin_sign_in.succeeded',
      'admin_account.created',
    ]);
    const byBoth = await desk.get<AuditPage>(
      '/api/admin/audit?kind=admin_account.created&person=new.admin@example.com',
    );
    expect(byBoth.body.entries).toEqual([
      expect.objectContaining({ actor: { type: 'operator', id: null, name: 'root', address: null } }),
    ]);
    const byKind = await desk.get<AuditPage>('/api/admin/audit?kind=admin_sign_in.succeeded');
    expect(byKind.body.entries.length).toBeGreaterThanOrEqual(2);
    expect(new Set(byKind.body.entries.map((entry) => entry.kind))).toEqual(
      new Set(['admin_sign_in.succeeded']),
    );
  });

  it('answers 401 without a session, 403 for a customer and 400 for an unknown kind', async () => {
    expect((await client().get('/api/admin/audit')).status).toBe(401);
    expect((await customerCaller.get('/api/admin/audit')).status).toBe(403);
    const response = await desk.get('/api/admin/audit?kind=ticket.deleted_everything');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { message: expect.stringContaining('kind') } });
  });
});
