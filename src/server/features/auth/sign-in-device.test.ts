import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { adminUsers } from '#server/db/schema.ts';
import type { ApiClient } from '#tests/support/api-client.ts';
import { insertAdmin, insertCustomer } from '#tests/support/fixtures.ts';
import { deviceCookie, signInAttempts, wrongDigest } from '#tests/support/sign-in-attempts.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, clock, db } = await createTestApp();
const { signIn, usualBrowser, lockOut } = signInAttempts(client);

describe('a customer whose email a stranger hammers', () => {
  it('still signs in from their usual browser, while other browsers stay refused', async () => {
    const ada = await insertCustomer(db, 'ada@example.com', 'correct horse');
    const usual = await usualBrowser('customer', ada);
    const refused = await lockOut('customer', ada.email);
    expect(Number(refused.headers.get('retry-after'))).toBe(15 * 60);

    expect((await signIn('customer', ada, usual)).status).toBe(200);
    expect((await signIn('customer', ada)).status).toBe(429);
  });

  it('gives a stranger no way round the lockout with a cookie of their own, altered or forged', async () => {
    const owner = await insertCustomer(db, 'owner@example.com', 'owner password');
    const stranger = await insertCustomer(db, 'stranger@example.com', 'stranger password');
    const usual = await usualBrowser('customer', owner);
    const strangersCookie = deviceCookie(await signIn('customer', stranger), 'customer');
    await lockOut('customer', owner.email);

    const [name, value = ''] = strangersCookie.split('=');
    const [payload = '', signature = ''] = value.split('.');
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const renamed = Buffer.from(JSON.stringify({ ...claim, email: owner.email })).toString('base64url');
    const forgedSignature = Buffer.alloc(32, 7).toString('base64url');
    for (const cookie of [
      strangersCookie,
      `${name}=${renamed}.${signature}`,
      `${name}=${renamed}.${forgedSignature}`,
      `${name}=${renamed}`,
      `${name}=%ff.%00`,
    ]) {
      const response = await signIn('customer', owner, client(), { cookie });
      expect(response.status, cookie).toBe(429);
    }
    expect((await signIn('customer', owner, usual)).status).toBe(200);
  });

  it('keeps its own browser’s failures apart: they do not refuse the email elsewhere', async () => {
    const kim = await insertCustomer(db, 'kim@example.com', 'kim password');
    const usual = await usualBrowser('customer', kim);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signIn('customer', { email: kim.email, passwordHash: wrongDigest }, usual)).status).toBe(
        401,
      );
    }
    expect((await signIn('customer', kim, usual)).status).toBe(429);
    expect((await signIn('customer', kim)).status).toBe(200);
  });
});

describe('an admin whose email a stranger hammers', () => {
  it('still signs in from their usual browser through every growing lockout', async () => {
    const admin = await insertAdmin(db, 'desk@example.com', 'admin password');
    const usual = await usualBrowser('admin', admin);
    for (const lockoutMinutes of [15, 30, 60, 120]) {
      const refused = await lockOut('admin', admin.email);
      expect(Number(refused.headers.get('retry-after'))).toBe(lockoutMinutes * 60);
      expect((await signIn('admin', admin, usual)).status).toBe(200);
      expect((await signIn('admin', admin)).status).toBe(429);
      clock.advance(lockoutMinutes * 60 * 1000);
    }
  });

  it('does not take a customer’s device cookie for the same email', async () => {
    const both = await insertAdmin(db, 'both@example.com', 'admin password');
    const asCustomer = await insertCustomer(db, 'both@example.com', 'customer password');
    const customerCookie = deviceCookie(await signIn('customer', asCustomer), 'customer');
    await lockOut('admin', both.email);
    const cookie = customerCookie.replace(/^support_device=/, 'support_admin_device=');
    expect((await signIn('admin', both, client(), { cookie })).status).toBe(429);
  });

  describe('with two-factor sign-in on', async () => {
    const admin = await insertAdmin(db, 'two@example.com', 'admin password');
    const secret = new Secret();
    await db
      .update(adminUsers)
      .set({ totpSecret: secret.base32, totpConfirmedAt: new Date() })
      .where(eq(adminUsers.id, admin.id));
    const code = () => TOTP.generate({ secret, timestamp: clock.now().getTime() });

    async function signInWithCode(caller: ApiClient) {
      expect((await signIn('admin', admin, caller)).body).toEqual({ secondFactor: { required: 'code' } });
      clock.advance(30_000);
      return signIn('admin', { ...admin, code: code() }, caller);
    }

    it('counts wrong codes from the usual browser against that browser alone', async () => {
      const usual = client();
      expect((await signInWithCode(usual)).status).toBe(200);
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await signIn('admin', { ...admin, code: '000000' }, usual)).status).toBe(401);
      }
      expect((await signIn('admin', { ...admin, code: code() }, usual)).status).toBe(429);
      expect((await signInWithCode(client())).status).toBe(200);
    });

    it('gives the device cookie only once the code is right, and lets that browser in while locked', async () => {
      const usual = client();
      const passwordOnly = await signIn('admin', admin, usual);
      expect(passwordOnly.headers.getSetCookie()).toEqual([]);
      expect((await signInWithCode(usual)).status).toBe(200);

      await lockOut('admin', admin.email);
      expect((await signInWithCode(usual)).status).toBe(200);
      expect((await signIn('admin', admin)).status).toBe(429);
    });
  });
});
