import { describe, expect, it } from 'vitest';
import type { SavedReply } from '#shared/schemas/saved-replies.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { auditedBy } from '#tests/support/audit-trail.ts';
import { insertAdmin } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const testApp = await createTestApp();
const { client, db } = testApp;
const { desk, customerCaller } = await signedInDesk(testApp);
const agent = await insertAdmin(db, 'agent@example.com', 'agent-password', 'agent');
const agentDesk = client();
await agentDesk.post('/api/auth/admin/sign-in', { email: agent.email, passwordHash: agent.passwordHash });
const refund = {
  title: 'Refund on its way',
  bodyEn: 'Hello {{customer_name}}, the refund for {{ticket_id}} is on its way.',
  bodyFr: 'Bonjour {{customer_name}}, le remboursement de {{ticket_id}} est en route.',
};

describe('saved replies', () => {
  it('are managed by admins and read by every desk account', async () => {
    const created = await desk.post<{ reply: SavedReply }>('/api/admin/saved-replies', refund);
    expect(created).toMatchObject({ status: 201, body: { reply: refund } });
    const id = created.body.reply.id;
    const listed = await agentDesk.get<{ replies: SavedReply[] }>('/api/admin/saved-replies');
    expect(listed.body.replies).toEqual([{ id, ...refund }]);
    const renamed = { ...refund, title: 'Refund sent' };
    expect((await desk.request('PUT', `/api/admin/saved-replies/${id}`, renamed)).body).toEqual({
      reply: { id, ...renamed },
    });
    expect((await agentDesk.post('/api/admin/saved-replies', refund)).status).toBe(403);
    expect((await agentDesk.delete(`/api/admin/saved-replies/${id}`)).status).toBe(403);
    expect((await customerCaller.get('/api/admin/saved-replies')).status).toBe(403);
    expect((await desk.delete(`/api/admin/saved-replies/${id}`)).status).toBe(204);
    expect((await desk.delete(`/api/admin/saved-replies/${id}`)).status).toBe(404);
  });

  it('are edited by an admin, each change in the audit trail; agents, customers and visitors are refused', async () => {
    const { body } = await desk.post<{ reply: SavedReply }>('/api/admin/saved-replies', refund);
    const path = `/api/admin/saved-replies/${body.reply.id}`;
    const edited = { ...refund, title: 'Refund sent', bodyFr: 'Bonjour {{customer_name}}, c’est remboursé.' };
    const entries = await auditedBy(db, async () => {
      expect((await desk.request('PUT', path, edited)).body).toEqual({
        reply: { id: body.reply.id, ...edited },
      });
      expect((await desk.request('PUT', path, edited)).status).toBe(200);
    });
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'saved_reply.updated',
        actorType: 'admin',
        actorName: 'desk@example.com',
        subjectType: 'saved_reply',
        subjectId: body.reply.id,
        details: { title: 'Refund sent', was: refund.title, changed: 'title, bodyFr' },
      }),
    ]);
    const refused = await auditedBy(db, async () => {
      expect((await agentDesk.request('PUT', path, refund)).status).toBe(403);
      expect((await customerCaller.request('PUT', path, refund)).status).toBe(403);
      expect((await client().request('PUT', path, refund)).status).toBe(401);
    });
    expect(refused).toEqual([]);
    const listed = await desk.get<{ replies: SavedReply[] }>('/api/admin/saved-replies');
    expect(listed.body.replies).toContainEqual({ id: body.reply.id, ...edited });
  });

  it('refuses an edit with an empty or too long field, a bad id, or none', async () => {
    const { body } = await desk.post<{ reply: SavedReply }>('/api/admin/saved-replies', refund);
    const path = `/api/admin/saved-replies/${body.reply.id}`;
    for (const edit of [
      { ...refund, title: '  ' },
      { ...refund, bodyEn: 'x'.repeat(20_001) },
      { title: 'x' },
    ]) {
      expect((await desk.request('PUT', path, edit)).status, JSON.stringify(edit).slice(0, 80)).toBe(400);
    }
    expect((await desk.request('PUT', '/api/admin/saved-replies/nope', refund)).status).toBe(400);
    const missing = '/api/admin/saved-replies/00000000-0000-4000-8000-000000000000';
    expect((await desk.request('PUT', missing, refund)).status).toBe(404);
  });

  it('refuses an empty title or text', async () => {
    for (const body of [{ ...refund, title: ' ' }, { ...refund, bodyFr: '' }, { title: 'x' }]) {
      expect((await desk.post('/api/admin/saved-replies', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
