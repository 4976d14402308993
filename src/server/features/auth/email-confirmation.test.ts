import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { latestLinkToken, mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db, clock } = await createTestApp();

const ticket = { name: 'Ada Lovelace', subject: 'Invoices', description: 'The export is empty.' };
let emails = 0;
const freshEmail = () => `owner${++emails}@company.ca`;

async function fileTicket(email: string, password?: string, language: 'en' | 'fr' = 'en') {
  const caller = client();
  const passwordHash = password === undefined ? undefined : await passwordDigest(password, email);
  return caller.post('/api/tickets', { ...ticket, email, passwordHash, language });
}

async function signIn(email: string, password: string) {
  const caller = client();
  const response = await caller.post('/api/auth/sign-in', {
    email,
    passwordHash: await passwordDigest(password, email),
  });
  return { caller, response };
}

describe('a new email is unconfirmed until its emailed link is opened', () => {
  it('writes a confirmation message in the form language and refuses sign-in until then', async () => {
    const email = freshEmail();
    expect((await fileTicket(email, 'first password', 'fr')).status).toBe(201);
    const [message] = await mailsTo(db, email, 'confirm_email');
    expect(message).toMatchObject({
      language: 'fr',
      state: 'kept',
      subject: 'Confirmez votre courriel pour Maple AI',
    });

    const refused = (await signIn(email, 'first password')).response;
    expect(refused).toMatchObject({
      status: 403,
      body: {
        error: {
          code: 'email_not_confirmed',
          message: `Confirm your email first: we sent a link to ${email}.`,
        },
      },
    });
    // The same answer as ever for a wrong password: nothing tells a guesser the address is pending.
    expect((await signIn(email, 'wrong password')).response.status).toBe(401);
    expect((await client().post('/api/tickets/email-status', { email })).body).toEqual({
      hasPassword: false,
    });
    expect((await fileTicket(email)).body).toMatchObject({ error: { code: 'password_required' } });
  });

  it('signs the link holder in; the link works once', async () => {
    const email = freshEmail();
    await fileTicket(email, 'first password');
    const token = await latestLinkToken(db, email, 'confirm_email');
    const holder = client();
    const confirmed = await holder.post('/api/auth/confirm-email', { token });
    expect(confirmed).toMatchObject({ status: 200, body: { session: { email, type: 'user' } } });
    expect((await holder.get('/api/tickets?page=1')).status).toBe(200);
    expect((await client().post('/api/auth/confirm-email', { token })).body).toMatchObject({
      error: { code: 'invalid_link' },
    });
    expect((await signIn(email, 'first password')).response.status).toBe(200);
    expect((await client().post('/api/tickets/email-status', { email })).body).toEqual({ hasPassword: true });
  });

  it('refuses an expired, altered or unknown link with 410', async () => {
    const email = freshEmail();
    await fileTicket(email, 'first password');
    const token = await latestLinkToken(db, email, 'confirm_email');
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await client().post('/api/auth/confirm-email', { token: altered })).status).toBe(410);
    clock.advance(24 * 3_600_000 + 1000);
    expect((await client().post('/api/auth/confirm-email', { token })).status).toBe(410);
    expect((await client().post('/api/auth/confirm-email', { token: 'bad token!' })).status).toBe(400);
  });

  it('keeps a confirmed password: a ticket bringing another one is refused', async () => {
    const email = freshEmail();
    await fileTicket(email, 'first password');
    await client().post('/api/auth/confirm-email', {
      token: await latestLinkToken(db, email, 'confirm_email'),
    });
    expect((await fileTicket(email, 'squatter password')).status).toBe(409);
    expect((await fileTicket(email)).status).toBe(201);
  });
});

describe('someone filing tickets with an address they do not own', () => {
  it('cannot read the owner’s tickets: the owner’s newer password replaces theirs, and only the inbox has the links', async () => {
    const email = freshEmail();
    expect((await fileTicket(email, 'squatter password')).status).toBe(201);
    const squattersLink = await latestLinkToken(db, email, 'confirm_email');
    // The real owner files from another browser: the form treats the address as new.
    expect((await client().post('/api/tickets/email-status', { email })).body).toEqual({
      hasPassword: false,
    });
    expect((await fileTicket(email, 'owner password')).status).toBe(201);
    const ownersLink = await latestLinkToken(db, email, 'confirm_email');
    expect((await client().post('/api/auth/confirm-email', { token: ownersLink })).status).toBe(200);

    expect((await signIn(email, 'squatter password')).response.status).toBe(401);
    // Even the first link, had the squatter got hold of it, no longer confirms anything.
    expect((await client().post('/api/auth/confirm-email', { token: squattersLink })).status).toBe(410);
    const owner = await signIn(email, 'owner password');
    expect(owner.response.status).toBe(200);
  });
});

describe('POST /api/auth/resend-confirmation', () => {
  it('sends a new link to a pending address only, with the same answer for any address', async () => {
    const pending = freshEmail();
    await fileTicket(pending, 'first password');
    const unknown = freshEmail();
    const caller = client();
    expect(
      (await caller.post('/api/auth/resend-confirmation', { email: pending, language: 'fr' })).status,
    ).toBe(202);
    expect((await caller.post('/api/auth/resend-confirmation', { email: unknown })).status).toBe(202);
    expect(await mailsTo(db, unknown)).toEqual([]);
    const links = await mailsTo(db, pending, 'confirm_email');
    expect(links.map((mail) => mail.language)).toEqual(['fr', 'en']);
    const token = await latestLinkToken(db, pending, 'confirm_email');
    expect((await client().post('/api/auth/confirm-email', { token })).status).toBe(200);
  });

  it('allows 3 links an hour per email, then answers 429', async () => {
    const email = freshEmail();
    await fileTicket(email, 'first password');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await client().post('/api/auth/resend-confirmation', { email })).status).toBe(202);
    }
    const limited = await client().post('/api/auth/resend-confirmation', { email });
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
  });

  it('refuses a malformed email with 400', async () => {
    expect((await client().post('/api/auth/resend-confirmation', { email: 'nope' })).status).toBe(400);
  });
});
