import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { insertCustomer } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { ticketFields } from '#tests/support/ticket-submission.ts';
import { uploaded } from '#tests/support/uploads.ts';

const { client, db } = await createTestApp();
const note = (n: number) => Buffer.from(`note ${n}\n`);

describe('quotas on files sent without a session', () => {
  it('refuses a network its 31st upload in an hour', async () => {
    const visitor = client('203.0.113.77');
    for (let n = 0; n < 30; n++) await uploaded(visitor, `${n}.txt`, note(n));
    const refused = await visitor.request('POST', '/api/uploads?name=more.txt', note(31));
    expect(refused.status).toBe(429);
  });

  it('refuses files for one inbox past 20 an hour, from however many networks', async () => {
    const customer = await insertCustomer(db, 'inbox@example.com', 'correct horse');
    const fileTicket = async (round: number) => {
      const visitor = client();
      const tokens = [];
      for (let n = 0; n < 5; n++)
        tokens.push((await uploaded(visitor, `${n}.txt`, note(round * 10 + n))).token);
      return visitor.post('/api/tickets', { ...ticketFields, email: customer.email, attachments: tokens });
    };
    for (let round = 0; round < 4; round++) expect((await fileTicket(round)).status).toBe(201);
    expect((await fileTicket(4)).status).toBe(429);
    const signedIn = client();
    await signedIn.post('/api/auth/sign-in', {
      email: customer.email,
      passwordHash: await passwordDigest('correct horse', customer.email),
    });
    const own = await uploaded(signedIn, 'mine.txt', note(99));
    const filed = await signedIn.post('/api/tickets', {
      ...ticketFields,
      email: customer.email,
      attachments: [own.token],
    });
    expect(filed.status).toBe(201);
  });
});
