// Issue 26: nobody takes over an address awaiting confirmation. A link confirms only the password its
// opener types, and 'Send the link again' never mails a link for a password its asker did not type.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailPasswords } from '#server/db/schema.ts';
import { hashPasswordDigest } from '#server/features/auth/password-hash.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { openConfirmationLink } from '#tests/support/confirmation.ts';
import { latestLinkToken, mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db } = await createTestApp();

let emails = 0;
const freshEmail = () => `victor${++emails}@company.ca`;

async function fileTicket(email: string, password: string, subject = 'Invoices') {
  const passwordHash = await passwordDigest(password, email);
  const ticket = { name: 'Victor', subject, description: 'The export is empty.', email, passwordHash };
  const response = await client().post('/api/tickets', ticket);
  expect(response.status).toBe(201);
}

async function signInStatus(email: string, password: string) {
  const passwordHash = await passwordDigest(password, email);
  return (await client().post('/api/auth/sign-in', { email, passwordHash })).status;
}

describe('a stranger files a ticket for an address awaiting confirmation', () => {
  it('leaves the owner’s link working, and the stranger never signs in, even through a link sent again', async () => {
    const email = freshEmail();
    await fileTicket(email, 'victor password');
    const victorsLink = await latestLinkToken(db, email, 'confirm_email');
    await fileTicket(email, 'stranger password', 'Change my email');

    // Both attempts wait for the inbox: either password is told so, as before the stranger came.
    expect(await signInStatus(email, 'victor password')).toBe(403);
    expect(await signInStatus(email, 'stranger password')).toBe(403);
    expect((await client().post('/api/auth/confirm-email/link', { token: victorsLink })).status).toBe(200);

    expect((await client().post('/api/auth/resend-confirmation', { email })).status).toBe(202);
    const resent = await latestLinkToken(db, email, 'confirm_email');
    expect(resent).not.toBe(victorsLink);
    // Victor opens the newest link and types his own password on its page.
    expect((await openConfirmationLink(client(), db, email, 'victor password')).status).toBe(200);

    expect(await signInStatus(email, 'stranger password')).toBe(401);
    expect(await signInStatus(email, 'victor password')).toBe(200);
    const passwordHash = await passwordDigest('victor password', email);
    expect(
      (await client().post('/api/auth/confirm-email', { token: victorsLink, passwordHash })).status,
    ).toBe(410);
  });

  it('lets the owner of an address that never filed a ticket confirm it with a password of their own', async () => {
    const email = freshEmail();
    await fileTicket(email, 'stranger password', 'Change my email');
    // The owner presses the button of a message they did not ask for: the page asks for a password.
    expect((await openConfirmationLink(client(), db, email, 'owner password')).status).toBe(200);
    expect(await signInStatus(email, 'stranger password')).toBe(401);
    expect(await signInStatus(email, 'owner password')).toBe(200);
  });

  it('mails a link sent again to the address only, bound to no password: it confirms what its opener types', async () => {
    const email = freshEmail();
    await fileTicket(email, 'stranger password');
    await client().post('/api/auth/resend-confirmation', { email, language: 'fr' });
    const [resent] = await mailsTo(db, email, 'confirm_email');
    expect(resent).toMatchObject({ recipient: email, language: 'fr' });
    expect((await openConfirmationLink(client(), db, email, 'owner password')).status).toBe(200);
    expect(await signInStatus(email, 'stranger password')).toBe(401);
    expect(await signInStatus(email, 'owner password')).toBe(200);
  });
});

describe('an unconfirmed password stored before this release', () => {
  it('is still told to confirm, gets a link sent again, and is replaced by what the opener types', async () => {
    const email = freshEmail();
    const oldDigest = await passwordDigest('old unconfirmed', email);
    await db.insert(emailPasswords).values({ email, passwordHash: await hashPasswordDigest(oldDigest) });
    expect(await signInStatus(email, 'old unconfirmed')).toBe(403);
    expect(await signInStatus(email, 'wrong password')).toBe(401);

    expect((await client().post('/api/auth/resend-confirmation', { email })).status).toBe(202);
    expect((await openConfirmationLink(client(), db, email, 'owner password')).status).toBe(200);
    const [row] = await db.select().from(emailPasswords).where(eq(emailPasswords.email, email));
    expect(row?.verifiedAt).not.toBeNull();
    expect(await signInStatus(email, 'old unconfirmed')).toBe(401);
    expect(await signInStatus(email, 'owner password')).toBe(200);
  });
});
