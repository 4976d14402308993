import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, mailOutbox, tickets } from '#server/db/schema.ts';
import type { TicketWithResponses } from '#shared/schemas/ticket.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const testApp = await createTestApp();
const { db, runJobs } = testApp;
const { customer, desk, customerCaller } = await signedInDesk(testApp);
const secret = 'Refund approved by finance, do not mention the discount.';

describe('internal notes', () => {
  it('are the team’s only: never in the portal, an email or the data download', async () => {
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Refund' });
    const added = await desk.post<{ response: { internal: boolean } }>(
      `/api/admin/tickets/${ticket.id}/notes`,
      {
        text: secret,
      },
    );
    expect(added).toMatchObject({ status: 201, body: { response: { internal: true } } });
    await desk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'Your refund is on its way.' });
    await runJobs();

    const team = await desk.get<TicketWithResponses>(`/api/admin/tickets/${ticket.id}`);
    expect(team.body.responses.map((r) => [r.text, r.internal])).toEqual([
      [secret, true],
      ['Your refund is on its way.', false],
    ]);
    const own = await customerCaller.get<TicketWithResponses>(`/api/tickets/${ticket.id}`);
    expect(own.body.responses.map((r) => r.text)).toEqual(['Your refund is on its way.']);
    const download = await customerCaller.get('/api/account/export');
    expect(JSON.stringify(download.body)).not.toContain('Refund approved');
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.ticketId, ticket.id));
    expect(mails.length).toBeGreaterThan(0);
    expect(JSON.stringify(mails)).not.toContain('Refund approved');
  });

  it('are a ticket event of their own that assigns nobody, and need a ticket', async () => {
    const ticket = await insertTicket(db, { email: customer.email, status: 'closed' });
    expect(
      (await desk.post(`/api/admin/tickets/${ticket.id}/notes`, { text: 'Closed, but noted.' })).status,
    ).toBe(201);
    const events = await db.select().from(auditEntries).where(eq(auditEntries.subjectId, ticket.id));
    expect(events.map((event) => event.kind)).toEqual(['ticket.noted']);
    const [row] = await db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row?.assigneeId).toBeNull();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await desk.post(`/api/admin/tickets/${missing}/notes`, { text: 'x' })).status).toBe(404);
    expect((await customerCaller.post(`/api/admin/tickets/${ticket.id}/notes`, { text: 'x' })).status).toBe(
      403,
    );
    expect((await desk.post(`/api/admin/tickets/${ticket.id}/notes`, { text: '   ' })).status).toBe(400);
  });
});
