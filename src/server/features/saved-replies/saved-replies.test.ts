import { describe, expect, it } from 'vitest';
import type { SavedReply } from '#shared/schemas/saved-replies.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
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

  it('refuses an empty title or text', async () => {
    for (const body of [{ ...refund, title: ' ' }, { ...refund, bodyFr: '' }, { title: 'x' }]) {
      expect((await desk.post('/api/admin/saved-replies', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
