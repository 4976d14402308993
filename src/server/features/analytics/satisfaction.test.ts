import { describe, expect, it } from 'vitest';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const testApp = await createTestApp();
const { db, clock, runJobs, client } = testApp;
clock.stopAt(new Date('2026-03-02T10:00:00Z'));
const { customer, desk, customerCaller, admin } = await signedInDesk(testApp);
const visitor = client();

async function resolvedTicket(language: 'en' | 'fr' = 'en') {
  const filed = await customerCaller.post<{ ticket: { id: string } }>('/api/tickets', {
    email: customer.email,
    name: 'Ada',
    subject: 'Export is empty',
    description: 'Nothing in the file.',
    language,
  });
  const id = filed.body.ticket.id;
  await desk.post(`/api/admin/tickets/${id}/responses`, { text: 'Fixed.' });
  await desk.patch(`/api/admin/tickets/${id}`, { status: 'resolved' });
  await runJobs();
  return id;
}

/** The newest status notice's data: its links to answer and to stop asking. */
async function latestQuestion() {
  const [mail] = await mailsTo(db, customer.email, 'customer_status_notice');
  return mail?.data as Record<string, string | undefined>;
}
const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x').searchParams.get('token') ?? '';
const answer = (body: Record<string, string>) => visitor.post('/api/satisfaction', body);

describe("'How did we do?'", () => {
  it('is asked in the notice of a resolved ticket, in its language, and answered without signing in', async () => {
    const id = await resolvedTicket('fr');
    const links = await latestQuestion();
    expect(new URL(links.good ?? '').searchParams.get('rating')).toBe('good');
    expect(new URL(links.bad ?? '').searchParams.get('lang')).toBe('fr');
    const token = tokenOf(links.good);
    expect(tokenOf(links.bad)).toBe(token);
    const outbox = await desk.get<{ mails: { kind: string; text: string | null }[] }>('/api/admin/mail');
    const notice = outbox.body.mails.find((mail) => mail.kind === 'customer_status_notice');
    expect(notice?.text).toMatch(
      /Comment avons-nous fait\?[\s\S]*Bien[\s\S]*Pas bien[\s\S]*Ne plus me poser cette question/,
    );

    expect((await answer({ token, rating: 'good' })).body).toEqual({ rating: 'good', comment: null });
    clock.advance(60_000);
    const changed = await answer({ token, rating: 'bad', comment: 'Took two tries.' });
    expect(changed.body).toEqual({ rating: 'bad', comment: 'Took two tries.' });
    // Answering again without a comment keeps it; an empty one removes it.
    expect((await answer({ token, rating: 'bad' })).body).toEqual({
      rating: 'bad',
      comment: 'Took two tries.',
    });

    const report = await desk.get<Record<string, unknown>>(
      '/api/admin/analytics?from=2026-03-02&to=2026-03-02',
    );
    expect(report.body).toMatchObject({
      current: { good: 0, bad: 1 },
      days: [{ day: '2026-03-02', good: 0, bad: 1 }],
      members: [{ adminId: admin.id, good: 0, bad: 1 }],
      languages: [
        { language: 'en', good: 0 },
        { language: 'fr', good: 0, bad: 1 },
      ],
      comments: [{ ticketId: id, rating: 'bad', comment: 'Took two tries.', language: 'fr' }],
    });
    expect((await answer({ token, rating: 'bad', comment: '' })).body).toEqual({
      rating: 'bad',
      comment: null,
    });
    const myData = await customerCaller.get<{ answers: unknown[] }>('/api/account/export');
    expect(myData.body.answers).toEqual([
      { ticketId: id, rating: 'bad', comment: null, answeredAt: expect.any(String) },
    ]);
  });

  it('refuses a forged or altered signature, and a deleted ticket', async () => {
    const id = await resolvedTicket();
    const token = tokenOf((await latestQuestion()).good);
    const [payload, signature = ''] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ satisfaction: id.replace(/.$/, (last) => (last === '0' ? '1' : '0')) }),
    ).toString('base64url');
    // The first character: the last one of a base64url signature carries bits the decoder ignores.
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const forged of [
      `${forgedPayload}.${signature}`,
      `${payload}.${flipped}`,
      `${payload}`,
      'garbage',
    ]) {
      expect((await answer({ token: forged, rating: 'good' })).status).toBe(410);
    }
    expect((await answer({ token, rating: 'maybe' })).status).toBe(400);
    await desk.delete(`/api/admin/tickets/${id}`);
    expect((await answer({ token, rating: 'good' })).status).toBe(410);
  });

  it('refuses a comment holding a NUL or a control character, from whoever holds the link', async () => {
    await resolvedTicket();
    const token = tokenOf((await latestQuestion()).good);
    expect((await answer({ token, rating: 'good', comment: 'Fast.' })).status).toBe(200);
    for (const caller of [visitor, customerCaller, desk]) {
      for (const [comment, message] of [
        ['Fast\u0000er', 'comment must not contain NUL characters.'],
        ['Fast\u0007', 'comment must not contain control characters (U+0007).'],
      ]) {
        const refused = await caller.post('/api/satisfaction', { token, rating: 'bad', comment });
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({ error: { code: 'invalid_request', message } });
      }
    }
    const kept = await answer({ token, rating: 'good', comment: 'Fast.\nThanks!' });
    expect(kept.body).toEqual({ rating: 'good', comment: 'Fast.\nThanks!' });
  });

  it('is no longer asked once the customer turns it off, while the notice still comes', async () => {
    await resolvedTicket();
    const stop = tokenOf((await latestQuestion()).stopAsking);
    const turnedOff = await visitor.post('/api/mail/turn-off', { token: stop });
    expect(turnedOff.body).toEqual({ notice: 'satisfaction' });
    await resolvedTicket();
    const latest = await latestQuestion();
    expect(latest).toMatchObject({ status: 'resolved' });
    expect(latest.good).toBeUndefined();
  });
});
