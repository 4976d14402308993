import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers } from '#server/db/schema.ts';
import type { TicketWithResponses } from '#shared/schemas/ticket.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const testApp = await createTestApp();
const { db, runJobs } = testApp;
const { admin, customer, desk, customerCaller } = await signedInDesk(testApp);

async function conversations(ticketId: string) {
  const team = await desk.get<TicketWithResponses>(`/api/admin/tickets/${ticketId}`);
  const own = await customerCaller.get<TicketWithResponses>(`/api/tickets/${ticketId}`);
  return { team: team.body.responses, customer: own.body.responses };
}

describe('the name on a team member’s reply', () => {
  it('is their email to the team and nothing to the customer while they have no name', async () => {
    const ticket = await insertTicket(db, { email: customer.email });
    await desk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'Looking.' });
    await customerCaller.post(`/api/tickets/${ticket.id}/responses`, { text: 'Thanks.' });
    const seen = await conversations(ticket.id);
    expect(seen.team.map((r) => r.authorName)).toEqual([admin.email, null]);
    expect(seen.customer.map((r) => r.authorName)).toEqual([null, null]);
  });

  it('is their display name to both, kept after they are deactivated, and named in the customer’s email', async () => {
    await db.update(adminUsers).set({ displayName: 'Ana Agent' }).where(eq(adminUsers.id, admin.id));
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Named' });
    await desk.post(`/api/admin/tickets/${ticket.id}/responses`, { text: 'Fixed.' });
    await runJobs();
    // The first test's reply is told in the same turn of the reactions: this ticket's notice is the one.
    const notices = await mailsTo(db, customer.email, 'customer_reply_notice');
    const notice = notices.find((mail) => mail.ticketId === ticket.id);
    expect(notice?.data).toMatchObject({ author: 'Ana Agent', reply: 'Fixed.' });
    await db.update(adminUsers).set({ deactivatedAt: new Date() }).where(eq(adminUsers.id, admin.id));
    const own = await customerCaller.get<TicketWithResponses>(`/api/tickets/${ticket.id}`);
    expect(own.body.responses[0]?.authorName).toBe('Ana Agent');
  });
});
