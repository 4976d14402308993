import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailPasswords, sessions, ticketResponses, tickets } from '#server/db/schema.ts';
import { type MyDataExport, myDataExportSchema } from '#shared/schemas/my-data.ts';
import { auditedBy } from '#tests/support/audit-trail.ts';
import { insertAdmin, insertCustomer, insertResponse, insertTicket } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db, runJobs } = await createTestApp();
const admin = await insertAdmin(db, 'privacy-admin@example.com', 'admin password');
const desk = client();
expect((await desk.post('/api/auth/admin/sign-in', admin)).status).toBe(200);
let customers = 0;

/** A customer with two tickets (one answered by the team), signed in on two devices. */
async function customerWithData() {
  const customer = await insertCustomer(db, `data${++customers}@example.com`, 'correct horse');
  const caller = client();
  const phone = client();
  for (const device of [caller, phone]) {
    expect((await device.post('/api/auth/sign-in', customer)).status).toBe(200);
  }
  const first = await insertTicket(db, { email: customer.email, subject: 'First question' });
  const second = await insertTicket(db, { email: customer.email, subject: 'Second question' });
  expect((await caller.post(`/api/tickets/${first.id}/responses`, { text: 'Any news?' })).status).toBe(201);
  expect((await desk.post(`/api/admin/tickets/${first.id}/responses`, { text: 'Fixed it.' })).status).toBe(
    201,
  );
  return { ...customer, caller, phone, tickets: [first, second] };
}

/** Another customer's ticket with replies, which must never leak into the first one's export. */
async function someoneElse() {
  const other = await insertCustomer(db, `other${++customers}@example.com`, 'battery staple');
  const ticket = await insertTicket(db, { email: other.email, subject: 'Not yours' });
  await insertResponse(db, { ticketId: ticket.id, text: 'Private reply', adminId: admin.id });
  return { ...other, ticket };
}

describe('GET /api/account/export', () => {
  it("holds all of the customer's data (account, tickets, every reply, their activity) and none of anyone else's", async () => {
    const other = await someoneElse();
    const customer = await customerWithData();
    const response = await customer.caller.get<MyDataExport>('/api/account/export');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.json"$/);
    const data = myDataExportSchema.parse(response.body);
    expect(data.account.email).toBe(customer.email);
    expect(data.account.passwordSetAt).not.toBeNull();
    expect(data.account.sessions).toHaveLength(2);
    expect(data.tickets.map((entry) => entry.ticket.subject).sort()).toEqual([
      'First question',
      'Second question',
    ]);
    const first = data.tickets.find((entry) => entry.ticket.id === customer.tickets[0]?.id);
    expect(first?.responses.map((reply) => [reply.text, reply.isFromAdmin])).toEqual([
      ['Any news?', false],
      ['Fixed it.', true],
    ]);
    expect(data.answers).toEqual([]);
    expect(data.activity).toEqual([
      expect.objectContaining({
        kind: 'ticket.replied',
        address: customer.caller.address,
        ticketId: first?.ticket.id,
      }),
    ]);
    const text = JSON.stringify(data);
    for (const foreign of [other.email, other.ticket.id, 'Not yours', 'Private reply', admin.email]) {
      expect(text).not.toContain(foreign);
    }
  });

  it('is audited once, naming the customer', async () => {
    const customer = await customerWithData();
    const entries = await auditedBy(db, () => customer.caller.get('/api/account/export'));
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'customer.data_exported',
        actorType: 'customer',
        actorName: customer.email,
        subjectType: 'customer',
        subjectId: customer.email,
        details: { tickets: 2, responses: 2 },
      }),
    ]);
  });
});

describe('DELETE /api/account', () => {
  it("deletes the customer's tickets with every reply, their password, all their sessions and the mail to them", async () => {
    const other = await someoneElse();
    const customer = await customerWithData();
    await runJobs();
    expect(await mailsTo(db, customer.email)).not.toEqual([]);
    const entries = await auditedBy(db, async () => {
      const response = await customer.caller.delete('/api/account');
      expect(response).toMatchObject({ status: 200, body: { deletedTickets: 2, deletedResponses: 2 } });
    });
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'customer.account_deleted',
        actorName: customer.email,
        subjectId: customer.email,
        details: { deletedTickets: 2, deletedResponses: 2 },
      }),
    ]);

    for (const device of [customer.caller, customer.phone]) {
      expect((await device.get('/api/tickets')).status).toBe(401);
      expect((await device.get(`/api/tickets/${customer.tickets[0]?.id}`)).status).toBe(401);
    }
    expect((await customer.caller.post('/api/auth/sign-in', customer)).status).toBe(401);
    expect(await db.select().from(tickets).where(eq(tickets.email, customer.email))).toEqual([]);
    expect(await db.select().from(emailPasswords).where(eq(emailPasswords.email, customer.email))).toEqual(
      [],
    );
    expect(await db.select().from(sessions).where(eq(sessions.email, customer.email))).toEqual([]);
    expect(await mailsTo(db, customer.email)).toEqual([]);
    for (const ticket of customer.tickets) {
      expect(await db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticket.id))).toEqual(
        [],
      );
      expect((await desk.get(`/api/admin/tickets/${ticket.id}`)).status).toBe(404);
    }
    const listed = await desk.get<{ tickets: { email: string }[] }>(
      `/api/admin/tickets?search=${encodeURIComponent(customer.email)}`,
    );
    expect(listed.body.tickets).toEqual([]);

    expect((await desk.get(`/api/admin/tickets/${other.ticket.id}`)).status).toBe(200);
  });

  it('lets the same email file a new ticket and set a new password afterwards', async () => {
    const customer = await customerWithData();
    expect((await customer.caller.delete('/api/account')).status).toBe(200);
    const status = await client().post<{ hasPassword: boolean }>('/api/tickets/email-status', {
      email: customer.email,
    });
    expect(status.body.hasPassword).toBe(false);
  });
});
