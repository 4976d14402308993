import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailPasswords } from '#server/db/schema.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { ticketSchema } from '#shared/schemas/ticket.ts';
import { insertCustomer } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { freshEmails, ticketFields, ticketsOf } from '#tests/support/ticket-submission.ts';

const { client, db, clock } = await createTestApp();

const freshEmail = freshEmails();

async function storedPasswordHash(email: string) {
  const [row] = await db.select().from(emailPasswords).where(eq(emailPasswords.email, email));
  return row?.passwordHash;
}

describe('POST /api/tickets with bad input', () => {
  const valid = { ...ticketFields, email: 'bad-input@example.com', passwordHash: 'a'.repeat(64) };

  it.each([
    ['email', { email: undefined }],
    ['email', { email: 'not an email' }],
    ['email', { email: 7 }],
    ['email', { email: `${'a'.repeat(250)}@x.ca` }],
    ['name', { name: undefined }],
    ['name', { name: '   ' }],
    ['name', { name: ['Ada'] }],
    ['name', { name: 'n'.repeat(101) }],
    ['name', { name: 'Ada\u0000Lovelace' }],
    ['subject', { subject: undefined }],
    ['subject', { subject: '' }],
    ['subject', { subject: null }],
    ['subject', { subject: 's'.repeat(201) }],
    ['description', { description: undefined }],
    ['description', { description: ' \n ' }],
    ['description', { description: { text: 'hi' } }],
    ['description', { description: 'd'.repeat(5001) }],
    ['passwordHash', { passwordHash: 'maple syrup' }],
    ['passwordHash', { passwordHash: 'A'.repeat(64) }],
    ['passwordHash', { passwordHash: 'a'.repeat(63) }],
    ['passwordHash', { passwordHash: 123 }],
    ['website', { website: 42 }],
    ['website', { website: 'w'.repeat(501) }],
  ])('refuses a bad %s (%j) with a 400 naming it', async (field, override) => {
    const response = await client().post('/api/tickets', { ...valid, ...override });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { code: 'invalid_request', message: expect.stringContaining(field) },
    });
    expect(await ticketsOf(db, valid.email)).toEqual([]);
  });

  it.each([
    ['a body that is not JSON', '{"email":'],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
  ])('refuses %s with a 400', async (_, body) => {
    const response = await client().post('/api/tickets', body);
    expect(response.status).toBe(400);
  });

  it('accepts fields exactly at their length limits', async () => {
    const email = freshEmail();
    const response = await client().post('/api/tickets', {
      email,
      name: 'n'.repeat(100),
      subject: 's'.repeat(200),
      description: 'd'.repeat(5000),
      passwordHash: await passwordDigest('maple syrup', email),
    });
    expect(response.status).toBe(201);
  });
});

describe('the honeypot', () => {
  it('answers a filled honeypot with a plausible 201 but stores nothing', async () => {
    const email = freshEmail();
    const response = await client().post('/api/tickets', {
      ...ticketFields,
      email,
      passwordHash: await passwordDigest('maple syrup', email),
      website: 'https://spam.example',
    });
    expect(response.status).toBe(201);
    const { ticket } = response.body as { ticket: unknown };
    expect(ticketSchema.parse(ticket)).toMatchObject({ ...ticketFields, email, status: 'open' });
    expect(await ticketsOf(db, email)).toEqual([]);
    expect(await storedPasswordHash(email)).toBeUndefined();
  });

  it('treats an empty honeypot as a person', async () => {
    const email = freshEmail();
    const response = await client().post('/api/tickets', {
      ...ticketFields,
      email,
      passwordHash: await passwordDigest('maple syrup', email),
      website: '',
    });
    expect(response.status).toBe(201);
    expect(await ticketsOf(db, email)).toHaveLength(1);
  });
});

describe('ticket submission rate limits', () => {
  async function knownEmails(count: number) {
    return Promise.all(
      Array.from(
        { length: count },
        async () => (await insertCustomer(db, freshEmail(), 'correct horse')).email,
      ),
    );
  }

  it('allows 20 tickets an hour per address, then answers 429 with a readable message', async () => {
    const emails = await knownEmails(3);
    const caller = client();
    for (let attempt = 0; attempt < 20; attempt++) {
      const email = emails[attempt % 2] as string;
      expect((await caller.post('/api/tickets', { ...ticketFields, email })).status).toBe(201);
    }
    const limited = await caller.post('/api/tickets', { ...ticketFields, email: emails[2] });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringMatching(/too many tickets/i) },
    });
    expect(await ticketsOf(db, emails[2] as string)).toEqual([]);

    expect((await client().post('/api/tickets', { ...ticketFields, email: emails[2] })).status).toBe(201);
    clock.advance(60 * 60 * 1000);
    expect((await caller.post('/api/tickets', { ...ticketFields, email: emails[2] })).status).toBe(201);
  });

  it('allows 10 tickets an hour per email, whatever the address', async () => {
    const [email] = await knownEmails(1);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await client().post('/api/tickets', { ...ticketFields, email })).status).toBe(201);
    }
    const limited = await client().post('/api/tickets', { ...ticketFields, email });
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    expect(await ticketsOf(db, email as string)).toHaveLength(10);
    clock.advance(60 * 60 * 1000);
    expect((await client().post('/api/tickets', { ...ticketFields, email })).status).toBe(201);
  });

  it('counts every spelling of one inbox as that inbox', async () => {
    const flood = (n: number) =>
      client().post('/api/tickets', {
        ...ticketFields,
        email: `${n % 2 ? 'FLOOD' : 'flood'}+${n}@victim.test`,
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await flood(attempt)).status).toBe(400);
    expect((await flood(10)).status).toBe(429);
  });
});
