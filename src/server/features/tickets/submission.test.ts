import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailPasswords, emailTokens } from '#server/db/schema.ts';
import { verifyPasswordDigest } from '#server/features/auth/index.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { ticketSchema } from '#shared/schemas/ticket.ts';
import { insertCustomer } from '#tests/support/fixtures.ts';
import { latestLinkToken, mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { freshEmails, ticketFields, ticketsOf } from '#tests/support/ticket-submission.ts';

const { client, db, clock } = await createTestApp();

const freshEmail = freshEmails();

async function confirmationLinksOf(email: string) {
  return db.select().from(emailTokens).where(eq(emailTokens.email, email));
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

async function storedPasswordHash(email: string) {
  const [row] = await db.select().from(emailPasswords).where(eq(emailPasswords.email, email));
  return row?.passwordHash;
}

describe('the ticket submission API description', () => {
  it('names both operations in /api/openapi.json', async () => {
    const { body } = await client().get<{ paths: Record<string, { post?: { operationId?: string } }> }>(
      '/api/openapi.json',
    );
    expect(body.paths['/tickets/email-status']?.post?.operationId).toBe('getEmailStatus');
    expect(body.paths['/tickets']?.post?.operationId).toBe('submitTicket');
  });
});

describe('POST /api/tickets/email-status', () => {
  it('says whether the email (trimmed, any case) already has a password', async () => {
    const known = await insertCustomer(db, freshEmail(), 'correct horse');
    const caller = client();
    const knownStatus = await caller.post('/api/tickets/email-status', {
      email: `  ${known.email.toUpperCase()} `,
    });
    expect(knownStatus).toMatchObject({ status: 200, body: { hasPassword: true } });
    const newStatus = await caller.post('/api/tickets/email-status', { email: freshEmail() });
    expect(newStatus).toMatchObject({ status: 200, body: { hasPassword: false } });
  });

  it.each([[{}], [{ email: 'not an email' }], [{ email: 42 }], [{ email: `${'a'.repeat(250)}@x.ca` }]])(
    'refuses %j with a 400 naming the email',
    async (body) => {
      const response = await client().post('/api/tickets/email-status', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: { code: 'invalid_request', message: expect.stringContaining('email') },
      });
    },
  );

  it('allows 60 checks a minute per address, then answers 429 until the minute is over', async () => {
    const caller = client();
    for (let check = 0; check < 60; check++) {
      expect((await caller.post('/api/tickets/email-status', { email: 'a@example.com' })).status).toBe(200);
    }
    const limited = await caller.post('/api/tickets/email-status', { email: 'a@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await client().post('/api/tickets/email-status', { email: 'a@example.com' })).status).toBe(200);
    clock.advance(60 * 1000);
    expect((await caller.post('/api/tickets/email-status', { email: 'a@example.com' })).status).toBe(200);
  });
});

describe('POST /api/tickets from a new email', () => {
  it('opens an unverified ticket and keeps its password on its confirmation link only', async () => {
    const email = freshEmail();
    const passwordHash = await passwordDigest('maple syrup', email);
    const response = await client().post('/api/tickets', {
      email: `  ${email.toUpperCase()}  `,
      name: '  Ada Lovelace ',
      subject: ' Cannot export my invoices ',
      description: '\nThe export button does nothing.\n',
      passwordHash,
    });
    expect(response.status).toBe(201);
    const { ticket } = response.body as { ticket: unknown };
    expect(ticketSchema.parse(ticket)).toMatchObject({ ...ticketFields, email, status: 'open' });

    const [row] = await ticketsOf(db, email);
    // Verified once the address is confirmed with this password (see unverified-tickets.test.ts).
    expect(row).toMatchObject({ ...ticketFields, email, status: 'open', isVerified: false });
    expect(await storedPasswordHash(email)).toBeUndefined();
    const [link] = await confirmationLinksOf(email);
    expect(link?.ticketId).toBe(row?.id);
    expect(link?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(link?.passwordHash).not.toContain(passwordHash);
    expect(await verifyPasswordDigest(link?.passwordHash, passwordHash)).toBe(true);
  });

  it('lets the new customer sign in with that password once the emailed link confirms the address', async () => {
    const email = freshEmail();
    const passwordHash = await passwordDigest('maple syrup', email);
    await client().post('/api/tickets', { ...ticketFields, email, passwordHash });
    const early = await client().post('/api/auth/sign-in', { email, passwordHash });
    expect(early).toMatchObject({ status: 403, body: { error: { code: 'email_not_confirmed' } } });
    const token = await latestLinkToken(db, email, 'confirm_email');
    expect((await client().post('/api/auth/confirm-email', { token, passwordHash })).status).toBe(200);
    const signIn = await client().post('/api/auth/sign-in', { email, passwordHash });
    expect(signIn).toMatchObject({ status: 200, body: { session: { email, type: 'user' } } });
  });

  it('refuses a ticket without a password (400 password_required) and stores nothing', async () => {
    const email = freshEmail();
    const response = await client().post('/api/tickets', { ...ticketFields, email });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'password_required' } });
    expect(await ticketsOf(db, email)).toEqual([]);
  });

  it('keeps both of two simultaneous first tickets, each with its link; the first link opened confirms the address', async () => {
    const email = freshEmail();
    const [firstHash, secondHash] = await Promise.all([
      passwordDigest('first password', email),
      passwordDigest('second password', email),
    ]);
    const responses = await Promise.all([
      client().post('/api/tickets', { ...ticketFields, subject: 'first', email, passwordHash: firstHash }),
      client().post('/api/tickets', { ...ticketFields, subject: 'second', email, passwordHash: secondHash }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    expect(await ticketsOf(db, email)).toHaveLength(2);
    expect(await storedPasswordHash(email)).toBeUndefined();

    const links = await mailsTo(db, email, 'confirm_email');
    expect(links).toHaveLength(2);
    const digests = new Map<string, string>();
    for (const link of await confirmationLinksOf(email)) {
      digests.set(
        link.tokenHash,
        (await verifyPasswordDigest(link.passwordHash, firstHash)) ? firstHash : secondHash,
      );
    }
    expect(new Set(digests.values())).toEqual(new Set([firstHash, secondHash]));
    const tokens = links.map((mail) => new URL(mail.data?.link ?? '').searchParams.get('token') ?? '');
    const outcomes = await Promise.all(
      tokens.map(async (token) => {
        const passwordHash = digests.get(sha256(token)) ?? '';
        const { status } = await client().post('/api/auth/confirm-email', { token, passwordHash });
        return { status, passwordHash };
      }),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 410]);
    const winner = outcomes.find((outcome) => outcome.status === 200)?.passwordHash;
    const loser = outcomes.find((outcome) => outcome.status === 410)?.passwordHash;
    expect((await client().post('/api/auth/sign-in', { email, passwordHash: winner })).status).toBe(200);
    expect((await client().post('/api/auth/sign-in', { email, passwordHash: loser })).status).toBe(401);
  });

  it('stores neither the ticket nor its link when the ticket insert fails', async () => {
    // A test-only rule makes the ticket insert fail.
    await db.execute(sql`alter table tickets add constraint reject_subject check (subject <> 'reject me')`);
    try {
      const email = freshEmail();
      const response = await client().post('/api/tickets', {
        ...ticketFields,
        subject: 'reject me',
        email,
        passwordHash: await passwordDigest('maple syrup', email),
      });
      expect(response.status).toBe(500);
      expect(await confirmationLinksOf(email)).toEqual([]);
      expect(await mailsTo(db, email)).toEqual([]);
      expect(await ticketsOf(db, email)).toEqual([]);
    } finally {
      await db.execute(sql`alter table tickets drop constraint reject_subject`);
    }
  });
});

describe('POST /api/tickets from an email that has a password', () => {
  it('opens the ticket and leaves the password untouched', async () => {
    const customer = await insertCustomer(db, freshEmail(), 'correct horse');
    const before = await storedPasswordHash(customer.email);
    const response = await client().post('/api/tickets', { ...ticketFields, email: customer.email });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ ticket: { email: customer.email, status: 'open' } });
    expect(await ticketsOf(db, customer.email)).toHaveLength(1);
    expect(await storedPasswordHash(customer.email)).toBe(before);
  });

  it('refuses a new password with 409 password_already_set and stores nothing', async () => {
    const customer = await insertCustomer(db, freshEmail(), 'correct horse');
    const before = await storedPasswordHash(customer.email);
    const response = await client().post('/api/tickets', {
      ...ticketFields,
      email: customer.email,
      passwordHash: await passwordDigest('attacker password', customer.email),
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: { code: 'password_already_set' } });
    expect(await ticketsOf(db, customer.email)).toEqual([]);
    expect(await storedPasswordHash(customer.email)).toBe(before);
  });
});
