import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketResponses } from '#server/db/schema.ts';
import type { InboundMessage, InboundPage } from '#shared/schemas/inbound.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { gmailReply } from '#tests/support/mail-fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { bodyKey, storeInbound } from './store-inbound.ts';

const testApp = await createTestApp({
  env: { SUPPORT_ADDRESS: 'support@maple.test', INBOUND_SECRET: 'x'.repeat(32) },
});
const { db, runJobs } = testApp;
const { customer, desk, customerCaller } = await signedInDesk(testApp);
const ticket = await insertTicket(db, { email: customer.email, subject: 'Held' });

/** A reply from the customer's colleague, naming the ticket by its subject: held, unknown sender. */
async function heldReply(text: string): Promise<string> {
  const raw = gmailReply({
    to: 'support@maple.test',
    from: 'colleague@company.ca',
    cc: customer.email,
    subject: `Re: [#${ticket.id.slice(0, 8)}] Held`,
    text,
  });
  const id = await storeInbound(db, { source: 'http', sourceKey: bodyKey(raw), raw });
  await runJobs();
  return id ?? '';
}

describe('received mail at /admin/mail', () => {
  it('lists what came and why it was held, and opens the original as plain text', async () => {
    const id = await heldReply('The colleague writes.');
    const page = await desk.get<InboundPage>('/api/admin/mail/inbound?page=1');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 1, receiving: true });
    expect(page.body.messages[0]).toMatchObject({
      id,
      source: 'http',
      sender: 'colleague@company.ca',
      outcome: 'held',
      reason: 'unknown_sender',
      ticketId: ticket.id,
    });
    const original = await desk.get<string>(`/api/admin/mail/inbound/${id}/original`);
    expect(original.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(original.body).toContain('From: <colleague@company.ca>');
    expect((await customerCaller.get(`/api/admin/mail/inbound/${id}/original`)).status).toBe(403);
  });

  it("adds a held message to a ticket on the sender's side, once", async () => {
    const id = await heldReply('Please add me.');
    const added = await desk.post<InboundMessage>(`/api/admin/mail/inbound/${id}/ticket`, {
      ticketId: ticket.id,
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ outcome: 'added', reason: 'unknown_sender' });
    const responses = await db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticket.id));
    expect(responses).toEqual([
      expect.objectContaining({ responseText: 'Please add me.', isFromAdmin: false, via: 'email' }),
    ]);
    expect((await desk.post(`/api/admin/mail/inbound/${id}/ticket`, { ticketId: ticket.id })).status).toBe(
      409,
    );
    expect((await desk.post(`/api/admin/mail/inbound/${id}/discard`)).status).toBe(409);
  });

  it('discards a held message, and answers 404 for one that does not exist', async () => {
    const id = await heldReply('Spam.');
    const discarded = await desk.post<InboundMessage>(`/api/admin/mail/inbound/${id}/discard`);
    expect(discarded.body.outcome).toBe('discarded');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await desk.post(`/api/admin/mail/inbound/${missing}/discard`)).status).toBe(404);
    const wrongTicket = await desk.post(`/api/admin/mail/inbound/${await heldReply('x')}/ticket`, {
      ticketId: missing,
    });
    expect(wrongTicket.status).toBe(404);
  });
});
