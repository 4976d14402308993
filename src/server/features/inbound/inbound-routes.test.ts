import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboundMessages } from '#server/db/inbound-schema.ts';
import { ticketResponses } from '#server/db/schema.ts';
import { insertCustomer, insertTicket } from '#tests/support/fixtures.ts';
import { gmailReply } from '#tests/support/mail-fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const SECRET = 'a shared secret of the mail provider';
const { app, db, runJobs } = await createTestApp({
  env: { INBOUND_SECRET: SECRET, SUPPORT_ADDRESS: 'support@maple.test' },
});
const customer = await insertCustomer(db, 'chloe@company.ca', 'customer password');
const ticket = await insertTicket(db, { email: customer.email, subject: 'Over HTTP' });

const post = (body: Buffer | string, headers: Record<string, string>) =>
  app.request('http://localhost/api/mail/inbound', {
    method: 'POST',
    headers,
    body: new Uint8Array(Buffer.from(body)),
  });
const asProvider = (body: Buffer | string, type = 'message/rfc822') =>
  post(body, { 'content-type': type, 'x-inbound-secret': SECRET });
const reply = gmailReply({
  to: 'support@maple.test',
  from: customer.email,
  subject: `Re: Over HTTP [#${ticket.id.slice(0, 8)}]`,
  text: 'Sent through the provider.',
});

describe('POST /api/mail/inbound', () => {
  it('stores a raw message once and threads it like one read from the mailbox', async () => {
    const first = await asProvider(reply);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ stored: true });
    expect(await (await asProvider(reply)).json()).toEqual({ stored: false });
    await runJobs();
    const [row] = await db.select().from(inboundMessages);
    expect(row).toMatchObject({ source: 'http', outcome: 'added', ticketId: ticket.id });
    const responses = await db.select().from(ticketResponses).where(eq(ticketResponses.ticketId, ticket.id));
    expect(responses.map((response) => response.responseText)).toEqual(['Sent through the provider.']);
  });

  it('refuses a missing or wrong secret, another type, an empty body and an oversized one', async () => {
    expect((await post(reply, { 'content-type': 'message/rfc822' })).status).toBe(401);
    expect(
      (await post(reply, { 'content-type': 'message/rfc822', 'x-inbound-secret': `${SECRET}!` })).status,
    ).toBe(401);
    expect((await asProvider(JSON.stringify({ raw: 'x' }), 'application/json')).status).toBe(415);
    expect((await asProvider('')).status).toBe(400);
    expect((await asProvider(Buffer.alloc(11 * 1024 * 1024, 97))).status).toBe(413);
    expect(await db.select().from(inboundMessages)).toHaveLength(1);
  });

  it('is off without INBOUND_SECRET', async () => {
    const off = await createTestApp();
    const response = await off.app.request('http://localhost/api/mail/inbound', {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', 'x-inbound-secret': 'anything at all, even long' },
      body: new Uint8Array(reply),
    });
    expect(response.status).toBe(401);
  });
});
