import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers } from '#server/db/schema.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import type { OwnAccount } from '#shared/schemas/own-account.ts';
import { auditedBy } from '#tests/support/audit-trail.ts';
import { insertAdmin, insertCustomer } from '#tests/support/fixtures.ts';
import { latestLinkToken, mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, db, runJobs } = await createTestApp({ env: { RATE_LIMITS: 'off' } });

type AccountBody = { account: OwnAccount };

async function signIn(email: string, password: string) {
  const caller = client();
  const response = await caller.post('/api/auth/admin/sign-in', {
    email,
    passwordHash: await passwordDigest(password, email),
  });
  return { caller, status: response.status };
}

async function signedIn(email: string, password: string) {
  const { caller, status } = await signIn(email, password);
  expect(status).toBe(200);
  return caller;
}

async function askForEmail(caller: ReturnType<typeof client>, from: string, to: string, password: string) {
  return caller.post('/api/admin/account/email', {
    email: to,
    passwordHash: await passwordDigest(password, from),
    newPasswordHash: await passwordDigest(password, to),
  });
}

describe('the generated admin makes the account theirs', () => {
  it('is asked to, then changes name and email through the link; the old address is told', async () => {
    await insertAdmin(db, 'admin@example.com', 'generated-password');
    const admin = await signedIn('admin@example.com', 'generated-password');
    const before = await admin.get<AccountBody>('/api/admin/account');
    expect(before.body.account).toMatchObject({
      email: 'admin@example.com',
      generatedEmail: true,
      pendingEmail: null,
    });

    const renamed = await admin.patch<AccountBody>('/api/admin/account', {
      name: 'Ana Tremblay',
      language: 'fr',
    });
    expect(renamed.body.account).toMatchObject({ name: 'Ana Tremblay', language: 'fr' });

    expect(
      (await askForEmail(admin, 'admin@example.com', 'ana@maple.test', 'generated-password')).status,
    ).toBe(202);
    const [link] = await mailsTo(db, 'ana@maple.test', 'admin_email_change');
    expect(link).toMatchObject({ language: 'fr' });
    expect(link?.data?.link).toContain('/admin/account?token=');
    const pending = await admin.get<AccountBody>('/api/admin/account');
    expect(pending.body.account).toMatchObject({
      email: 'admin@example.com',
      pendingEmail: 'ana@maple.test',
    });

    const token = await latestLinkToken(db, 'ana@maple.test', 'admin_email_change');
    const entries = await auditedBy(db, async () => {
      const confirmed = await admin.post<AccountBody>('/api/admin/account/email/confirm', { token });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.account).toMatchObject({ email: 'ana@maple.test', generatedEmail: false });
    });
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'admin_account.email_changed',
        details: { from: 'admin@example.com', to: 'ana@maple.test' },
      }),
    ]);
    expect(await mailsTo(db, 'admin@example.com', 'admin_email_changed')).toHaveLength(1);
    // The same session goes on under the new email; the password is the same, its digest follows the email.
    expect((await admin.get<{ session: { email: string } }>('/api/auth/session')).body.session.email).toBe(
      'ana@maple.test',
    );
    expect((await signIn('ana@maple.test', 'generated-password')).status).toBe(200);
    expect((await signIn('admin@example.com', 'generated-password')).status).toBe(401);
    // Used once.
    expect((await admin.post('/api/admin/account/email/confirm', { token })).status).toBe(400);

    // New-ticket notices follow the new address.
    await insertCustomer(db, 'customer@example.com', 'customer-password');
    const filed = await client().post('/api/tickets', {
      email: 'customer@example.com',
      name: 'Chloé',
      subject: 'Export is empty',
      description: 'Nothing in the file.',
    });
    expect(filed.status).toBe(201);
    await runJobs();
    expect(await mailsTo(db, 'ana@maple.test', 'admin_new_ticket')).not.toHaveLength(0);
    expect(await mailsTo(db, 'admin@example.com', 'admin_new_ticket')).toHaveLength(0);
  });
});

describe('your account', () => {
  it('refuses a wrong current password, an email another member has, and another member’s link', async () => {
    await insertAdmin(db, 'sam@maple.test', 'sam-password', 'agent');
    await insertAdmin(db, 'lee@maple.test', 'lee-password');
    const sam = await signedIn('sam@maple.test', 'sam-password');
    const lee = await signedIn('lee@maple.test', 'lee-password');
    const wrong = await askForEmail(sam, 'sam@maple.test', 'sam@elsewhere.test', 'not-sams-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { code: 'invalid_credentials' } });
    expect((await askForEmail(sam, 'sam@maple.test', 'lee@maple.test', 'sam-password')).status).toBe(409);
    expect((await askForEmail(sam, 'sam@maple.test', 'sam@elsewhere.test', 'sam-password')).status).toBe(202);
    const token = await latestLinkToken(db, 'sam@elsewhere.test', 'admin_email_change');
    expect((await lee.post('/api/admin/account/email/confirm', { token })).status).toBe(400);
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, 'lee@maple.test'));
    expect(row).toBeDefined();
    expect((await sam.post('/api/admin/account/email/confirm', { token })).status).toBe(200);
  });

  it('changes the password given the current one, and ends the member’s other sessions', async () => {
    await insertAdmin(db, 'kim@maple.test', 'kim-password');
    const here = await signedIn('kim@maple.test', 'kim-password');
    const elsewhere = await signedIn('kim@maple.test', 'kim-password');
    const change = (current: string) =>
      passwordDigest(current, 'kim@maple.test').then(async (passwordHash) =>
        here.put('/api/admin/account/password', {
          passwordHash,
          newPasswordHash: await passwordDigest('kim-new-password', 'kim@maple.test'),
        }),
      );
    expect((await change('a-wrong-password')).status).toBe(400);
    const entries = await auditedBy(db, async () => expect((await change('kim-password')).status).toBe(204));
    expect(entries).toEqual([expect.objectContaining({ kind: 'admin_account.password_changed' })]);
    expect((await here.get('/api/admin/account')).status).toBe(200);
    expect((await elsewhere.get('/api/admin/account')).status).toBe(401);
    expect((await signIn('kim@maple.test', 'kim-password')).status).toBe(401);
    expect((await signIn('kim@maple.test', 'kim-new-password')).status).toBe(200);
  });

  it('refuses bad input', async () => {
    await insertAdmin(db, 'max@maple.test', 'max-password');
    const max = await signedIn('max@maple.test', 'max-password');
    expect((await max.patch('/api/admin/account', {})).status).toBe(400);
    expect((await max.patch('/api/admin/account', { name: '' })).status).toBe(400);
    expect((await max.patch('/api/admin/account', { language: 'de' })).status).toBe(400);
    expect((await max.post('/api/admin/account/email', { email: 'not-an-email' })).status).toBe(400);
  });
});

describe('the saved language', () => {
  type SessionBody = { session: Record<string, unknown> };

  it('comes with the session once chosen, so a desk signed in anywhere afterwards opens in it', async () => {
    await insertAdmin(db, 'bilingual@example.com', 'bilingual-password');
    const here = await signedIn('bilingual@example.com', 'bilingual-password');
    // Never chosen: the browser's own language stays the desk's.
    expect((await here.get<SessionBody>('/api/auth/session')).body.session).not.toHaveProperty('language');

    expect((await here.patch('/api/admin/account', { language: 'fr' })).status).toBe(200);
    expect((await here.get<SessionBody>('/api/auth/session')).body.session).toMatchObject({ language: 'fr' });
    const elsewhere = await client().post<SessionBody>('/api/auth/admin/sign-in', {
      email: 'bilingual@example.com',
      passwordHash: await passwordDigest('bilingual-password', 'bilingual@example.com'),
    });
    expect(elsewhere.body.session).toMatchObject({ type: 'admin', language: 'fr' });
  });

  it('is no part of a customer’s session', async () => {
    await insertCustomer(db, 'shopper@example.com', 'shopper-password');
    const customer = client();
    const signIn = await customer.post<SessionBody>('/api/auth/sign-in', {
      email: 'shopper@example.com',
      passwordHash: await passwordDigest('shopper-password', 'shopper@example.com'),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.session).not.toHaveProperty('language');
    expect((await customer.get<SessionBody>('/api/auth/session')).body.session).not.toHaveProperty(
      'language',
    );
  });
});
