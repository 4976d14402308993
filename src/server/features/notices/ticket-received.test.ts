import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { insertCustomer } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db, runJobs } = await createTestApp({ env: { PUBLIC_URL: 'https://support.example.ca' } });

let emails = 0;
const freshEmail = () => `received${++emails}@company.ca`;

async function fileTicket(
  email: string,
  language: 'en' | 'fr',
  passwordHash?: string,
  beforeReactions: () => Promise<unknown> = async () => {},
) {
  const filed = await client().post<{ ticket: { id: string } }>('/api/tickets', {
    email,
    name: 'Chloé',
    subject: 'Export is empty',
    description: 'Nothing in the file.',
    passwordHash,
    language,
  });
  expect(filed.status).toBe(201);
  await beforeReactions();
  await runJobs();
  return filed.body.ticket.id;
}

describe('the acknowledgement of a new ticket', () => {
  it("mails a returning customer one acknowledgement with the ticket's reference and link", async () => {
    const customer = await insertCustomer(db, freshEmail(), 'customer password');
    const ticketId = await fileTicket(customer.email, 'en');
    const mails = await mailsTo(db, customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'ticket_received',
      ticketId,
      language: 'en',
      subject: `We received your ticket [#${ticketId.slice(0, 8)}]: Export is empty`,
      data: {
        reference: ticketId.slice(0, 8),
        link: `https://support.example.ca/my-tickets?ticket=${ticketId}&lang=en`,
      },
    });
  });

  it("writes it in the ticket's language", async () => {
    const customer = await insertCustomer(db, freshEmail(), 'customer password');
    const ticketId = await fileTicket(customer.email, 'fr');
    const [mail] = await mailsTo(db, customer.email, 'ticket_received');
    expect(mail).toMatchObject({
      language: 'fr',
      subject: `Nous avons reçu votre demande [#${ticketId.slice(0, 8)}] : Export is empty`,
    });
  });

  it("sends a new email's first ticket only its confirmation link", async () => {
    const email = freshEmail();
    await fileTicket(email, 'fr', await passwordDigest('maple syrup', email));
    const mails = await mailsTo(db, email);
    expect(mails.map((mail) => mail.kind)).toEqual(['confirm_email']);
  });

  it('mails no address that was never confirmed, even on its second ticket', async () => {
    const email = freshEmail();
    const digest = await passwordDigest('maple syrup', email);
    await fileTicket(email, 'en', digest);
    await fileTicket(email, 'en', digest);
    const mails = await mailsTo(db, email);
    expect(mails.map((mail) => mail.kind)).toEqual(['confirm_email', 'confirm_email']);
  });

  it('goes by the address as it was when the ticket was filed, not when the notices are worked out', async () => {
    const email = freshEmail();
    // The customer opens the confirmation link before the ticket's notices are worked out.
    const confirmedMeanwhile = () => insertCustomer(db, email, 'maple syrup');
    await fileTicket(email, 'en', await passwordDigest('maple syrup', email), confirmedMeanwhile);
    const mails = await mailsTo(db, email);
    expect(mails.map((mail) => mail.kind)).toEqual(['confirm_email']);
  });
});
