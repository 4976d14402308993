import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseBusinessHours } from '#server/business-hours.ts';
import { ticketMeasures, ticketStatusSpans } from '#server/db/analytics-schema.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { refreshTicketMeasures } from './ticket-measures.ts';

const testApp = await createTestApp();
const { db, clock, runJobs } = testApp;
const start = new Date('2026-03-02T14:00:00Z');
clock.stopAt(start);
const { admin, customer, desk, customerCaller } = await signedInDesk(testApp);
const minutes = (count: number) => count * 60_000;
const at = (offsetMinutes: number) => new Date(start.getTime() + minutes(offsetMinutes));

async function fileTicket(language: 'en' | 'fr' = 'en') {
  const filed = await customerCaller.post<{ ticket: { id: string } }>('/api/tickets', {
    email: customer.email,
    name: 'Ada',
    subject: 'Export is empty',
    description: 'Nothing in the file.',
    language,
  });
  return filed.body.ticket.id;
}

const setStatus = (id: string, status: string) => desk.patch(`/api/admin/tickets/${id}`, { status });

async function measuresOf(id: string) {
  const [row] = await db.select().from(ticketMeasures).where(eq(ticketMeasures.ticketId, id));
  const spans = await db
    .select({
      status: ticketStatusSpans.status,
      from: ticketStatusSpans.startedAt,
      to: sql<string>`${ticketStatusSpans.endedAt}::text`,
    })
    .from(ticketStatusSpans)
    .where(eq(ticketStatusSpans.ticketId, id))
    .orderBy(ticketStatusSpans.position);
  return { row, spans };
}

describe('ticket measures, from the events', () => {
  it('records the first reply, the last resolution and the reopenings, once however often it runs', async () => {
    clock.stopAt(at(0));
    const id = await fileTicket();
    clock.stopAt(at(20));
    await customerCaller.post(`/api/tickets/${id}/responses`, { text: 'Any news?' });
    clock.stopAt(at(30));
    await desk.post(`/api/admin/tickets/${id}/responses`, { text: 'Looking into it.' });
    clock.stopAt(at(120));
    await setStatus(id, 'resolved');
    clock.stopAt(at(180));
    await setStatus(id, 'open');
    clock.stopAt(at(300));
    await setStatus(id, 'resolved');
    clock.stopAt(at(360));
    await setStatus(id, 'closed');
    await runJobs();
    const first = await measuresOf(id);
    expect(first.row).toMatchObject({
      createdAt: at(0),
      language: 'en',
      firstResponseAt: at(30),
      firstResponseBy: admin.id,
      firstResponseSeconds: 1800,
      resolvedAt: at(300),
      resolutionSeconds: 18_000,
      reopenCount: 1,
    });
    expect(first.spans).toEqual([
      { status: 'open', from: at(0), to: '2026-03-02 16:00:00+00' },
      { status: 'open', from: at(180), to: '2026-03-02 19:00:00+00' },
    ]);
    await refreshTicketMeasures(db, [id], testApp.deps.env.businessHours);
    expect(await measuresOf(id)).toEqual(first);
  });

  it('keeps an unanswered French ticket in progress waiting, and forgets a deleted one', async () => {
    clock.stopAt(at(0));
    const id = await fileTicket('fr');
    clock.stopAt(at(60));
    await setStatus(id, 'in_progress');
    const gone = await fileTicket();
    await runJobs();
    expect(await measuresOf(id)).toEqual({
      row: expect.objectContaining({
        language: 'fr',
        firstResponseAt: null,
        resolvedAt: null,
        reopenCount: 0,
      }),
      spans: [
        { status: 'open', from: at(0), to: '2026-03-02 15:00:00+00' },
        { status: 'in_progress', from: at(60), to: 'infinity' },
      ],
    });
    expect((await measuresOf(gone)).row).toBeDefined();
    expect((await desk.delete(`/api/admin/tickets/${gone}`)).status).toBe(204);
    await runJobs();
    expect(await measuresOf(gone)).toEqual({ row: undefined, spans: [] });
  });

  it("counts a customer's reply to a resolved ticket as a reopening", async () => {
    clock.stopAt(at(0));
    const id = await fileTicket();
    clock.stopAt(at(60));
    await setStatus(id, 'resolved');
    clock.stopAt(at(90));
    await customerCaller.post(`/api/tickets/${id}/responses`, { text: 'Still broken.' });
    await runJobs();
    expect(await measuresOf(id)).toEqual({
      row: expect.objectContaining({ resolvedAt: null, resolutionSeconds: null, reopenCount: 1 }),
      spans: [
        { status: 'open', from: at(0), to: '2026-03-02 15:00:00+00' },
        { status: 'open', from: at(90), to: 'infinity' },
      ],
    });
  });

  it('counts only business hours when they are set, across a weekend in the time zone', async () => {
    // Friday 16:00 in Toronto (21:00 UTC); answered Monday 10:00 (15:00 UTC): one hour on Friday, one on Monday.
    clock.stopAt(new Date('2026-03-06T21:00:00Z'));
    const id = await fileTicket();
    clock.stopAt(new Date('2026-03-09T14:00:00Z'));
    await desk.post('/api/auth/admin/sign-in', { email: admin.email, passwordHash: admin.passwordHash });
    await desk.post(`/api/admin/tickets/${id}/responses`, { text: 'Back on Monday.' });
    await runJobs();
    const hours = parseBusinessHours('mon-fri 09:00-17:00', 'America/Toronto');
    await refreshTicketMeasures(db, [id], hours);
    // Monday 14:00 UTC is 10:00 in Toronto once clocks moved forward on Sunday 8 March.
    expect((await measuresOf(id)).row?.firstResponseSeconds).toBe(7200);
  });
});
