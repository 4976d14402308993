import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { openConfirmationLink } from '#tests/support/confirmation.ts';
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

  it('names the address a link confirms without using the link up', async () => {
    const email = freshEmail();
    await fileTicket(email, 'first password');
    const token = await latestLinkToken(db, email, 'confirm_email');
    expect(await client().post('/api/auth/confirm-email/link', { token })).toMatchObject({
      status: 200,
      body: { email },
    });
    expect((await openConfirmationLink(client(), db, email, 'first password')).status).toBe(200);
    expect((await client().post('/api/auth/confirm-email/link', { token })).status).toBe(410);
  });

  it('signs the link holder in with the password the ticket chose; the link works once', async () => {
    const email = freshEmail();
    await fileTicket(email, 'first password');
    const holder = client();
    const confirmed = await openConfirmationLink(holder, db, email, 'first password');
    expect(confirmed).toMatchObject({ status: 200, body: { session: { email, type: 'user' } } });
    expect((await holder.get('/api/tickets?page=1')).status).toBe(200);
    expect((await openConfirmationLink(client(), db, email, 'first password')).body).toMatchObject({
      error: { code: 'invalid_link' },
    });
    expect((await signIn(email, 'first password')).response.status).toBe(200);
    expect((await client().post('/api/tickets/email-status', { email })).body).toEqual({ hasPassword: true });
  });

  it('lets the link holder choose a new password instead: that one works, the ticket’s does not', async () => {
    const email = freshEmail();
    await fileTicket(email, 'first password');
    expect((await openConfirmationLink(client(), db, email, 'chosen on the page')).status).toBe(200);
    expect((await signIn(email, 'chosen on the page')).response.status).toBe(200);
    expect((await signIn(email, 'first password')).response.status).toBe(401);
  });

  it('refuses an expired, altered or unknown link with 410, and a request without a password with 400', async () => {
    const email = freshEmail();
    await fileTicket(email, 'first password');
    const token = await latestLinkToken(db, email, 'confirm_email');
    const passwordHash = await passwordDigest('first password', email);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const confirm = (body: object) => client().post('/api/auth/confirm-email', body);
    expect((await confirm({ token: altered, passwordHash })).status).toBe(410);
    expect((await client().post('/api/auth/confirm-email/link', { token: altered })).status).toBe(410);
    expect((await confirm({ token })).status).toBe(400);
    expect((await confirm({ token: 'bad token!', passwordHash })).status).toBe(400);
    clock.advance(24 * 3_600_000 + 1000);
    expect((await confirm({ token, passwordHash })).status).toBe(410);
    expect((await client().post('/api/auth/confirm-email/link', { token })).status).toBe(410);
  });

  it('keeps a confirmed password: a ticket bringing another one is refused', async () => {
    const email = freshEmail();
    await fileTicket(email, 'first password');
    await openConfirmationLink(client(), db, email, 'first password');
    expect((await fileTicket(email, 'squatter password')).status).toBe(409);
    expect((await fileTicket(email)).status).toBe(201);
  });
});

describe('POST /api/auth/resend-confirmation', () => {
  it('sends a new link to a pending address only, with the same answer for any address', async () => {
    const pending = freshEmail();
    await fileTicket(pending, 'first password');
    const unknown = freshEmail();
    const confirmed = freshEmail();
    await fileTicket(confirmed, 'first password');
    await openConfirmationLink(client(), db, confirmed, 'first password');
    const caller = client();
    const resend = (body: object) => caller.post('/api/auth/resend-confirmation', body);
    expect((await resend({ email: pending, language: 'fr' })).status).toBe(202);
    expect((await resend({ email: unknown })).status).toBe(202);
    expect((await resend({ email: confirmed })).status).toBe(202);
    expect(await mailsTo(db, unknown)).toEqual([]);
    expect(await mailsTo(db, confirmed, 'confirm_email')).toHaveLength(1);
    const links = await mailsTo(db, pending, 'confirm_email');
    expect(links.map((mail) => mail.language)).toEqual(['fr', 'en']);
    expect((await openConfirmationLink(client(), db, pending, 'first password')).status).toBe(200);
  });

  it('sends nothing once the pending attempts’ links have expired', async () => {
    const email = freshEmail();
    await fileTicket(email, 'first password');
    clock.advance(24 * 3_600_000 + 1000);
    expect((await client().post('/api/auth/resend-confirmation', { email })).status).toBe(202);
    expect(await mailsTo(db, email, 'confirm_email')).toHaveLength(1);
    expect((await signIn(email, 'first password')).response.status).toBe(401);
  });

  it('allows 5 links an hour per inbox, the first ticket included, however the address is spelt, then sends no more', async () => {
    const resend = (email: string) => client().post('/api/auth/resend-confirmation', { email });
    expect((await fileTicket('bomb+1@victim.test', 'first password')).status).toBe(201);
    expect((await fileTicket('bomb+2@victim.test', 'first password')).status).toBe(201);
    for (const email of ['bomb+1@victim.test', 'BOMB+2@victim.test', 'Bomb@Victim.test']) {
      expect((await resend(email)).status).toBe(202);
    }
    for (const email of ['bomb+1@victim.test', 'BOMB+2@victim.test', 'bomb+3@victim.test']) {
      expect(await resend(email)).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
    }
    // Past the limit a first ticket is stored all the same; only its confirmation waits.
    expect(await fileTicket('bomb+4@victim.test', 'first password')).toMatchObject({
      status: 201,
      body: { confirmation: 'held' },
    });
    const sent = await Promise.all(
      ['bomb+1@victim.test', 'bomb+2@victim.test', 'bomb+4@victim.test'].map((to) => mailsTo(db, to)),
    );
    expect(sent.flat()).toHaveLength(4);

    expect((await resend('other+1@victim.test')).status).toBe(202);
    clock.advance(60 * 60 * 1000);
    expect((await resend('BOMB+2@victim.test')).status).toBe(202);
  });

  it('refuses a malformed email with 400', async () => {
    expect((await client().post('/api/auth/resend-confirmation', { email: 'nope' })).status).toBe(400);
  });
});
