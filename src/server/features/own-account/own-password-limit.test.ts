import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#shared/password-digest.ts';
import { insertAdmin } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { client, clock, db } = await createTestApp();
const MINUTE = 60 * 1000;

async function signedIn(email: string, password: string) {
  const caller = client();
  const response = await caller.post('/api/auth/admin/sign-in', {
    email,
    passwordHash: await passwordDigest(password, email),
  });
  expect(response.status).toBe(200);
  return caller;
}

function changePassword(caller: ReturnType<typeof client>, email: string, current: string) {
  return Promise.all([passwordDigest(current, email), passwordDigest('a new long password', email)]).then(
    ([passwordHash, newPasswordHash]) =>
      caller.put('/api/admin/account/password', { passwordHash, newPasswordHash }),
  );
}

async function askForEmail(caller: ReturnType<typeof client>, from: string, password: string) {
  const to = `new-${from}`;
  return caller.post('/api/admin/account/email', {
    email: to,
    passwordHash: await passwordDigest(password, from),
    newPasswordHash: await passwordDigest(password, to),
  });
}

describe('checking the current password in Your account', () => {
  it('refuses the 6th try in 15 minutes even when right, like the sign-in, then backs off', async () => {
    const email = 'guessed@example.com';
    await insertAdmin(db, email, 'the-right-password');
    const thief = await signedIn(email, 'the-right-password');
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await changePassword(thief, email, `guess-${attempt}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ error: { code: 'invalid_credentials' } });
    }
    const refused = await changePassword(thief, email, 'the-right-password');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: { code: 'rate_limited', message: 'Too many wrong passwords. Please wait before trying again.' },
    });
    expect(Number(refused.headers.get('retry-after'))).toBe(15 * 60);
    // The email change asks the same session's counter.
    expect((await askForEmail(thief, email, 'the-right-password')).status).toBe(429);

    clock.advance(15 * MINUTE);
    expect((await changePassword(thief, email, 'guess-again')).status).toBe(400);
    for (let attempt = 0; attempt < 4; attempt++) await changePassword(thief, email, `more-${attempt}`);
    const second = await changePassword(thief, email, 'the-right-password');
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBe(30 * 60);
  });

  it("counts per session: one session's guesses leave the member's others, and the sign-in, alone", async () => {
    const email = 'owner@example.com';
    await insertAdmin(db, email, 'owner-password');
    const stolen = await signedIn(email, 'owner-password');
    const owners = await signedIn(email, 'owner-password');
    for (let attempt = 0; attempt < 6; attempt++) await changePassword(stolen, email, `guess-${attempt}`);
    expect((await changePassword(stolen, email, 'owner-password')).status).toBe(429);

    expect((await askForEmail(owners, email, 'owner-password')).status).toBe(202);
    await signedIn(email, 'owner-password');
  });

  it('forgets a session’s wrong passwords once the right one is given', async () => {
    const email = 'typos@example.com';
    await insertAdmin(db, email, 'typo-password');
    const member = await signedIn(email, 'typo-password');
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await changePassword(member, email, `typo-${attempt}`)).status).toBe(400);
    }
    expect((await changePassword(member, email, 'typo-password')).status).toBe(204);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await changePassword(member, email, `typo-${attempt}`)).status).toBe(400);
    }
  });
});
