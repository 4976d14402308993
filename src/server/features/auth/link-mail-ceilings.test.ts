import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '#server/db/schema.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { insertCustomer } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db, clock } = await createTestApp({
  env: { LINK_MAILS_PER_DOMAIN_PER_HOUR: '3', LINK_MAILS_PER_HOUR: '5' },
});

const requestReset = (email: string) =>
  client().post('/api/auth/password-reset', { email, account: 'customer', language: 'en' });

const resendConfirmation = (email: string) =>
  client().post('/api/auth/resend-confirmation', { email, language: 'en' });

const fileFirstTicket = async (email: string) =>
  client().post<{ ticket: { id: string }; confirmation?: string }>('/api/tickets', {
    name: 'New',
    subject: 'Hello',
    description: 'First ticket.',
    email,
    passwordHash: await passwordDigest('first password', email),
  });

const customers = (...emails: string[]) =>
  Promise.all(emails.map((email) => insertCustomer(db, email, 'old password')));

describe('ceilings on confirmation and reset messages', () => {
  it('counts resets sent per domain and in all, refusing every reset alike once one is reached', async () => {
    await customers('a1@flood.test', 'a2@flood.test', 'a3@flood.test', 'a4@flood.test');
    // Requests for accounts that do not exist send nothing, so they use up no ceiling.
    for (let n = 0; n < 6; n++) expect((await requestReset(`nobody${n}@flood.test`)).status).toBe(202);
    for (const email of ['a1@flood.test', 'a2@flood.test', 'A3@Flood.test']) {
      expect((await requestReset(email)).status).toBe(202);
    }
    const refused = await requestReset('a4@flood.test');
    expect(refused).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await requestReset('nobody@flood.test')).status).toBe(429);
    expect(await mailsTo(db, 'a4@flood.test')).toEqual([]);
    // Resets use up no room of first tickets' confirmations.
    expect(await fileFirstTicket('new@flood.test')).toMatchObject({
      status: 201,
      body: { confirmation: 'sent' },
    });
    expect(await mailsTo(db, 'new@flood.test', 'confirm_email')).toHaveLength(1);

    await customers('b@other.test', 'c@third.test', 'd@fourth.test');
    expect((await requestReset('b@other.test')).status).toBe(202);
    expect((await requestReset('c@third.test')).status).toBe(202);
    expect((await requestReset('d@fourth.test')).status).toBe(429);
    expect((await requestReset('nobody@fifth.test')).status).toBe(429);
    expect(await mailsTo(db, 'd@fourth.test')).toEqual([]);

    clock.advance(60 * 60 * 1000);
    expect((await requestReset('a4@flood.test')).status).toBe(202);
    expect(await mailsTo(db, 'a4@flood.test', 'reset_password')).toHaveLength(1);
  });

  it("keeps a flood of first tickets from refusing a newcomer's ticket or an existing customer's reset", async () => {
    clock.advance(60 * 60 * 1000);
    await customers('legit@bigco.test');
    for (let n = 0; n < 3; n++) {
      expect(await fileFirstTicket(`rnd${n}@bigco.test`)).toMatchObject({
        status: 201,
        body: { confirmation: 'sent' },
      });
    }

    // The domain's room for confirmations is used up: the ticket is stored, only its mail waits.
    const newcomer = await fileFirstTicket('newcomer@bigco.test');
    expect(newcomer).toMatchObject({ status: 201, body: { confirmation: 'held' } });
    const [stored] = await db.select().from(tickets).where(eq(tickets.id, newcomer.body.ticket.id));
    expect(stored).toMatchObject({ email: 'newcomer@bigco.test', status: 'open' });
    expect(await mailsTo(db, 'newcomer@bigco.test', 'confirm_email')).toEqual([]);
    expect((await resendConfirmation('newcomer@bigco.test')).status).toBe(429);
    expect((await resendConfirmation('nobody@bigco.test')).status).toBe(429);

    expect((await requestReset('legit@bigco.test')).status).toBe(202);
    expect(await mailsTo(db, 'legit@bigco.test', 'reset_password')).toHaveLength(1);

    // The held attempt still awaits confirmation: an hour on, 'Send the link again' mails its link.
    clock.advance(60 * 60 * 1000);
    expect((await resendConfirmation('newcomer@bigco.test')).status).toBe(202);
    expect(await mailsTo(db, 'newcomer@bigco.test', 'confirm_email')).toHaveLength(1);
  });

  it('holds back the confirmation of a first ticket to an inbox that asked too often, and stores the ticket', async () => {
    clock.advance(60 * 60 * 1000);
    for (let n = 0; n < 5; n++) expect((await resendConfirmation('Busy@inbox.test')).status).toBe(202);
    const ticket = await fileFirstTicket('busy+support@inbox.test');
    expect(ticket).toMatchObject({ status: 201, body: { confirmation: 'held' } });
    expect(await mailsTo(db, 'busy+support@inbox.test')).toEqual([]);
  });
});
