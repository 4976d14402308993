import { describe, expect, it } from 'vitest';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import type { ApiClient } from '#tests/support/api-client.ts';
import { insertAdmin } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const testApp = await createTestApp();
const { db, clock, runJobs, client } = testApp;
clock.stopAt(new Date('2026-03-01T09:00:00Z'));
const { admin, customer, desk, customerCaller } = await signedInDesk(testApp);
const second = await insertAdmin(db, 'second@example.com', 'second-password');
const secondDesk = client();

/** Stops the clock at `iso` and signs everyone in again, so no session has expired by then. */
async function moveTo(iso: string) {
  clock.stopAt(new Date(iso));
  await desk.post('/api/auth/admin/sign-in', { email: admin.email, passwordHash: admin.passwordHash });
  await secondDesk.post('/api/auth/admin/sign-in', {
    email: second.email,
    passwordHash: second.passwordHash,
  });
  await customerCaller.post('/api/auth/sign-in', {
    email: customer.email,
    passwordHash: customer.passwordHash,
  });
}

async function file(language: 'en' | 'fr' = 'en') {
  const filed = await customerCaller.post<{ ticket: { id: string } }>('/api/tickets', {
    email: customer.email,
    name: 'Ada',
    subject: 'Export is empty',
    description: 'Nothing in the file.',
    language,
  });
  return filed.body.ticket.id;
}
const reply = (by: ApiClient, id: string) =>
  by.post(`/api/admin/tickets/${id}/responses`, { text: 'On it.' });
const setStatus = (id: string, status: string) => desk.patch(`/api/admin/tickets/${id}`, { status });

// D: filed in the previous period, answered after 24 h and resolved 2 h later, in the period.
await moveTo('2026-03-01T10:00:00Z');
const d = await file();
await moveTo('2026-03-02T10:00:00Z');
await reply(desk, d);
await moveTo('2026-03-02T12:00:00Z');
await setStatus(d, 'resolved');
// A: answered in 30 min, resolved, reopened, resolved again at 5 h, closed. B (French): in progress, answered by the second admin. C: answered, then deleted.
await moveTo('2026-03-02T14:00:00Z');
const a = await file();
const b = await file('fr');
const c = await file();
await moveTo('2026-03-02T14:10:00Z');
await reply(desk, c);
await moveTo('2026-03-02T14:30:00Z');
await reply(desk, a);
await moveTo('2026-03-02T15:00:00Z');
await setStatus(b, 'in_progress');
await moveTo('2026-03-02T15:30:00Z');
await reply(secondDesk, b);
await moveTo('2026-03-02T16:00:00Z');
await setStatus(a, 'resolved');
await desk.delete(`/api/admin/tickets/${c}`);
await moveTo('2026-03-02T17:00:00Z');
await setStatus(a, 'open');
await moveTo('2026-03-02T19:00:00Z');
await setStatus(a, 'resolved');
await moveTo('2026-03-02T20:00:00Z');
await setStatus(a, 'closed');
// E: filed on the second day, the customer writes again, nobody answers.
await moveTo('2026-03-03T09:00:00Z');
const e = await file();
await customerCaller.post(`/api/tickets/${e}/responses`, { text: 'Hello?' });
await runJobs();

describe('the analytics figures of a period', () => {
  it('match the hand-computed values', async () => {
    const response = await desk.get('/api/admin/analytics?from=2026-03-02&to=2026-03-03');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      period: { from: '2026-03-02', to: '2026-03-03' },
      previousPeriod: { from: '2026-02-28', to: '2026-03-01' },
      targetHours: 24,
      timeZone: 'UTC',
      current: {
        created: 3,
        resolved: 2,
        reopened: 1,
        // First replies 1,800 s (A), 5,400 s (B), 86,400 s (D): p90 at 1.8 of the way, 5,400 + 0.8 × 81,000.
        firstResponse: { median: 5400, p90: 70_200 },
        // Resolutions 18,000 s (A) and 93,600 s (D).
        resolution: { median: 55_800, p90: 86_040 },
        // A and B answered within 24 h, E not at all.
        withinTarget: 2 / 3,
        good: 0,
        bad: 0,
      },
      previous: {
        created: 1,
        resolved: 0,
        reopened: 0,
        firstResponse: { median: null, p90: null },
        resolution: { median: null, p90: null },
        withinTarget: 1,
        good: 0,
        bad: 0,
      },
      days: [
        // D waited open from the day before until noon; B waits in progress; A ended closed.
        { day: '2026-03-02', created: 2, resolved: 2, open: 0, inProgress: 1, good: 0, bad: 0 },
        { day: '2026-03-03', created: 1, resolved: 0, open: 1, inProgress: 1, good: 0, bad: 0 },
      ],
      members: [
        { adminId: admin.id, email: admin.email, answered: 2, firstResponseMedian: 44_100, good: 0, bad: 0 },
        { adminId: second.id, email: second.email, answered: 1, firstResponseMedian: 5400, good: 0, bad: 0 },
      ],
      languages: [
        { language: 'en', created: 2, resolved: 2, firstResponseMedian: 44_100, good: 0, bad: 0 },
        { language: 'fr', created: 1, resolved: 0, firstResponseMedian: 5400, good: 0, bad: 0 },
      ],
      comments: [],
    });
  });

  it('exports the same figures and the period’s tickets with their measures as CSV', async () => {
    const response = await desk.get<string>('/api/admin/analytics/export?from=2026-03-02&to=2026-03-03');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="analytics-2026-03-02-2026-03-03.csv"',
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 11)).toEqual([
      'figure,2026-03-02 to 2026-03-03,2026-02-28 to 2026-03-01',
      'created,3,1',
      'resolved,2,0',
      'resolved_after_reopening,1,0',
      'first_response_median_seconds,5400,',
      'first_response_p90_seconds,70200,',
      'resolution_median_seconds,55800,',
      'resolution_p90_seconds,86040,',
      `answered_within_target_share,${2 / 3},1`,
      'satisfaction_good,0,0',
      'satisfaction_bad,0,0',
    ]);
    expect(lines.slice(12, 15)).toEqual([
      'day,created,resolved,waiting_open,waiting_in_progress,satisfaction_good,satisfaction_bad',
      '2026-03-02,2,2,0,1,0,0',
      '2026-03-03,1,0,1,1,0,0',
    ]);
    const tickets = lines.slice(17, -1).map((line) => line.split(','));
    expect(tickets.find((cells) => cells[0] === a)).toEqual([
      a,
      '2026-03-02T14:00:00.000Z',
      'en',
      'closed',
      '2026-03-02T14:30:00.000Z',
      admin.email,
      '1800',
      '2026-03-02T19:00:00.000Z',
      '18000',
      '1',
      '',
      '',
    ]);
    expect(new Set(tickets.map((cells) => cells[0]))).toEqual(new Set([a, b, e]));
  });

  it('counts the last days up to today in the business time zone by default', async () => {
    const response = await desk.get<{ period: unknown; days: unknown[] }>('/api/admin/analytics?days=7');
    expect(response.body.period).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(response.body.days).toHaveLength(7);
  });

  it.each([
    '?from=2026-03-02',
    '?days=8',
    '?days=7&from=2026-03-02&to=2026-03-03',
    '?from=2026-02-30&to=2026-03-03',
  ])('refuses %s', async (query) => {
    expect((await desk.get(`/api/admin/analytics${query}`)).status).toBe(400);
  });

  const periodMessage =
    'to: Choose dates from 2000-01-01 to 2099-12-31, the first not after the second, at most 366 days apart.';

  it.each([
    '?from=0001-01-01&to=0001-01-31',
    '?from=0001-01-01&to=2026-03-02',
    '?from=1999-12-31&to=2000-01-05',
    '?from=2099-12-30&to=2100-01-02',
    '?from=9999-12-01&to=9999-12-31',
    '?from=2026-03-03&to=2026-03-02',
    '?from=2025-01-01&to=2026-03-02',
  ])('answers %s with the same 400 for the figures and their CSV', async (query) => {
    for (const path of ['/api/admin/analytics', '/api/admin/analytics/export']) {
      const response = await desk.get(`${path}${query}`);
      expect(response.status, path).toBe(400);
      expect(response.body, path).toEqual({ error: { code: 'invalid_request', message: periodMessage } });
    }
  });

  it('takes the first and last days of the range', async () => {
    const first = await desk.get('/api/admin/analytics?from=2000-01-01&to=2000-12-31');
    expect(first.body).toMatchObject({ period: { from: '2000-01-01', to: '2000-12-31' } });
    const last = await desk.get<string>('/api/admin/analytics/export?from=2099-01-01&to=2099-12-31');
    expect(last.status).toBe(200);
    expect(last.body).toMatch(/^\uFEFF?figure,2099-01-01 to 2099-12-31,2098-01-01 to 2098-12-31\r\n/);
  });

  it('keeps out-of-range dates from everyone else as from anyone without a session', async () => {
    const agent = await insertAdmin(db, 'agent@example.com', 'agent-password', 'agent');
    const agentCaller = client();
    await agentCaller.post('/api/auth/admin/sign-in', {
      email: agent.email,
      passwordHash: agent.passwordHash,
    });
    for (const path of ['/api/admin/analytics', '/api/admin/analytics/export']) {
      const query = '?from=0001-01-01&to=0001-01-31';
      expect((await agentCaller.get(`${path}${query}`)).status).toBe(403);
      expect((await customerCaller.get(`${path}${query}`)).status).toBe(403);
      expect((await client().get(`${path}${query}`)).status).toBe(401);
    }
  });

  it('is for admins only', async () => {
    expect((await customerCaller.get('/api/admin/analytics')).status).toBe(403);
    expect((await client().get('/api/admin/analytics')).status).toBe(401);
  });
});
