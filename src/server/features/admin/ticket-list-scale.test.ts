import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { STATUS_COUNT_SLOTS } from '#server/db/schema.ts';
import type { AdminTicketListResponse } from '#shared/schemas/admin-tickets.ts';
import { insertAdmin, insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';

/** A database of its own with one signed-in admin, for tests that need to control every ticket. */
async function emptyDesk() {
  const extra = await createTestApp();
  const boss = await insertAdmin(extra.db, 'boss@example.com', 'admin-password');
  const caller = extra.client();
  await caller.post('/api/auth/admin/sign-in', { email: boss.email, passwordHash: boss.passwordHash });
  return { extra, caller };
}

describe('GET /api/admin/tickets: pagination and counts at scale', () => {
  it('pages 20 at a time and still brings the counts with an empty page', async () => {
    const { extra, caller } = await emptyDesk();
    await extra.db.execute(sql`
      insert into tickets (subject, description, name, email, status, created_at, updated_at)
      select 'Bulk ' || n, 'd', 'n', 'bulk' || n || '@example.com', 'resolved', at, at
      from generate_series(1, 1001) as n, lateral (select timestamptz '2026-01-01' + n * interval '1 minute' as at) as t`);

    const first = (await caller.get<AdminTicketListResponse>('/api/admin/tickets?status=resolved')).body;
    expect(first.tickets).toHaveLength(20);
    expect(first.tickets[0]?.subject).toBe('Bulk 1001');
    expect(first).toMatchObject({ matching: 1001, matchingCapped: false });
    expect(first.counts).toEqual({ total: 1001, open: 0, in_progress: 0, resolved: 1001, closed: 0 });

    const second = (await caller.get<AdminTicketListResponse>('/api/admin/tickets?page=2')).body;
    expect(second.tickets[0]?.subject).toBe('Bulk 981');

    const last = (await caller.get<AdminTicketListResponse>('/api/admin/tickets?page=51')).body;
    expect(last.tickets.map((t) => t.subject)).toEqual(['Bulk 1']);
    const beyond = (await caller.get<AdminTicketListResponse>('/api/admin/tickets?page=52')).body;
    expect(beyond.tickets).toEqual([]);
    expect(beyond.counts.total).toBe(1001);

    // A search counts its matches only up to the cap.
    const searched = (await caller.get<AdminTicketListResponse>('/api/admin/tickets?search=bulk')).body;
    expect(searched).toMatchObject({ matching: 1000, matchingCapped: true });
    expect(searched.tickets.map((t) => t.subject).slice(0, 2)).toEqual(['Bulk 1001', 'Bulk 1000']);
    const searchedLater = await caller.get<AdminTicketListResponse>(
      '/api/admin/tickets?search=BULK 1&page=2',
    );
    // 'bulk' and '1' anywhere: the 273 numbers with a 1, the second page starts at the 21st newest.
    expect(searchedLater.body).toMatchObject({ matching: 273, matchingCapped: false });
    expect(searchedLater.body.tickets[0]?.subject).toBe('Bulk 901');
  });

  it('pages a broad search newest first whether its matches are recent or older than most tickets', async () => {
    const { extra, caller } = await emptyDesk();
    // 6,000 old "Invoice" tickets with 2,500 newer ones between them and the present, among which 10
    // "Refund" tickets; then 1,100 more "Refund" tickets older than everything.
    await extra.db.execute(sql`
      insert into tickets (subject, description, name, email, created_at)
      select case when n <= 6000 then 'Invoice ' || n
                  when n % 250 = 0 then 'Refund recent ' || n else 'Other ' || n end,
             'd', 'n', 'c' || n || '@example.com', timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, 8500) as n;
      insert into tickets (subject, description, name, email, created_at)
      select 'Refund old ' || n, 'd', 'n', 'r' || n || '@example.com',
             timestamptz '2025-01-01' + n * interval '1 minute'
      from generate_series(1, 1100) as n`);
    const search = async (term: string, page: number) =>
      (await caller.get<AdminTicketListResponse>(`/api/admin/tickets?search=${term}&page=${page}`)).body;
    const subjectsOf = (body: AdminTicketListResponse) => body.tickets.map((t) => t.subject);

    const invoices = await search('invoice', 1);
    expect(invoices).toMatchObject({ matching: 1000, matchingCapped: true });
    expect(subjectsOf(invoices)).toEqual(Array.from({ length: 20 }, (_, i) => `Invoice ${6000 - i}`));
    expect(subjectsOf(await search('invoice', 3))[0]).toBe('Invoice 5960');

    const refunds = await search('refund', 1);
    expect(refunds).toMatchObject({ matching: 1000, matchingCapped: true });
    expect(subjectsOf(refunds)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `Refund recent ${8500 - i * 250}`),
      ...Array.from({ length: 10 }, (_, i) => `Refund old ${1100 - i}`),
    ]);
    const secondRefunds = subjectsOf(await search('refund', 2));
    expect(secondRefunds[0]).toBe('Refund old 1090');
    expect(secondRefunds).toHaveLength(20);
  });

  it('caps a term common enough to be broad in the one-in-eight sample, and pages it newest first', async () => {
    const { extra, caller } = await emptyDesk();
    // 12,000 "Gagnon" tickets (about 1,500 in the sample), then 3,000 newer ones without the term, of
    // which 300 are closed "Gagnon" tickets filed by someone else.
    await extra.db.execute(sql`
      insert into tickets (subject, description, name, email, status, created_at)
      select 'Ticket ' || n, 'd',
             case when n <= 12000 or n % 10 = 0 then 'Marie Gagnon' else 'Luc Roy' end,
             'c' || n || '@example.com',
             case when n > 12000 and n % 10 = 0 then 'closed' else 'open' end,
             timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, 15000) as n`);
    const search = async (query: string) =>
      (await caller.get<AdminTicketListResponse>(`/api/admin/tickets?${query}`)).body;
    const subjectsOf = (body: AdminTicketListResponse) => body.tickets.map((t) => t.subject);

    const first = await search('search=GAGNON&page=1');
    expect(first).toMatchObject({ matching: 1000, matchingCapped: true });
    expect(subjectsOf(first)).toEqual(Array.from({ length: 20 }, (_, i) => `Ticket ${15000 - i * 10}`));
    const open = await search('search=gagnon&status=open&page=2');
    expect(open).toMatchObject({ matching: 1000, matchingCapped: true });
    expect(subjectsOf(open)).toEqual(Array.from({ length: 20 }, (_, i) => `Ticket ${11980 - i}`));
    const closed = await search('search=gagnon&status=closed');
    expect(closed).toMatchObject({ matching: 300, matchingCapped: false });
  });

  it('pages a broad term newest first whether the walk finds its page within its budget or not', async () => {
    const { extra, caller } = await emptyDesk();
    // 6,000 newest tickets without either term; before them one "Invoice" in three (about 3,800: the
    // walk finds the page past the newest), and 2,500 "Refund" tickets older than everything (it does not).
    await extra.db.execute(sql`
      insert into tickets (subject, description, name, email, created_at)
      select case when n <= 2500 then 'Refund ' || n
                  when n <= 14000 and n % 3 = 0 then 'Invoice ' || n else 'Other ' || n end,
             'd', 'n', 'c' || n || '@example.com', timestamptz '2026-01-01' + n * interval '1 minute'
      from generate_series(1, 20000) as n`);
    const search = async (term: string, page: number) =>
      (await caller.get<AdminTicketListResponse>(`/api/admin/tickets?search=${term}&page=${page}`)).body;
    const subjectsOf = (body: AdminTicketListResponse) => body.tickets.map((t) => t.subject);
    const numbered = (word: string, from: number, step: number) =>
      Array.from({ length: 20 }, (_, i) => `${word} ${from - i * step}`);

    const invoices = await search('invoice', 1);
    expect(invoices).toMatchObject({ matching: 1000, matchingCapped: true });
    expect(subjectsOf(invoices)).toEqual(numbered('Invoice', 13998, 3));
    expect(subjectsOf(await search('INVOICE', 3))).toEqual(numbered('Invoice', 13998 - 40 * 3, 3));
    const refunds = await search('refund', 1);
    expect(refunds).toMatchObject({ matching: 1000, matchingCapped: true });
    expect(subjectsOf(refunds)).toEqual(numbered('Refund', 2500, 1));
    expect(subjectsOf(await search('refund', 2))).toEqual(numbered('Refund', 2480, 1));
  });

  it('keeps the status counts exact through inserts, status changes and deletes', async () => {
    const extra = await createTestApp();
    const [a, b] = [
      await insertTicket(extra.db, { email: 'a@example.com' }),
      await insertTicket(extra.db, { email: 'b@example.com' }),
    ];
    await extra.db.execute(sql`update tickets set status = 'closed' where id = ${a.id}`);
    await extra.db.execute(sql`update tickets set updated_at = now() where id = ${b.id}`);
    await extra.db.execute(sql`delete from tickets where id = ${b.id}`);
    await insertTicket(extra.db, { email: 'c@example.com', status: 'in_progress' });
    const slots = await extra.db.query.ticketStatusCounts.findMany();
    const sum = (status: 'open' | 'inProgress' | 'resolved' | 'closed') =>
      slots.reduce((total, slot) => total + slot[status], 0);
    const counts = { open: sum('open'), inProgress: sum('inProgress'), resolved: sum('resolved') };
    expect({ ...counts, closed: sum('closed') }).toEqual({ open: 0, inProgress: 1, resolved: 0, closed: 1 });
  });

  it('lets two connections add tickets at once, and counts both', async () => {
    const { extra, caller } = await emptyDesk();
    const client = postgres(extra.database.url, { max: STATUS_COUNT_SLOTS + 1, onnotice: () => {} });
    try {
      const [first, second] = await connectionsInTwoSlots(client);
      const insert = (connection: postgres.ReservedSql, email: string) =>
        connection`insert into tickets (subject, description, name, email) values ('Printer', 'Jammed', 'Ada', ${email})`;
      await first`begin`;
      await insert(first, 'first@example.com');
      // With the counts in one row, this insert waited for the first transaction to end.
      await second`set lock_timeout = '2s'`;
      await insert(second, 'second@example.com');
      await first`commit`;
      const { body } = await caller.get<AdminTicketListResponse>('/api/admin/tickets');
      expect(body.counts).toMatchObject({ total: 2, open: 2 });
      expect(body.matching).toBe(2);
    } finally {
      // Reserved connections are never given back on their own: end closes them after this long.
      await client.end({ timeout: 1 });
    }
  });
});

/** Two connections of `client` whose changes go to different status-count slots. */
async function connectionsInTwoSlots(client: postgres.Sql) {
  const bySlot = new Map<number, postgres.ReservedSql>();
  for (let tries = 0; tries < STATUS_COUNT_SLOTS + 1 && bySlot.size < 2; tries++) {
    const connection = await client.reserve();
    const [row] = await connection<
      { slot: number }[]
    >`select pg_backend_pid() % ${STATUS_COUNT_SLOTS} as slot`;
    if (row && !bySlot.has(row.slot)) bySlot.set(row.slot, connection);
    else connection.release();
  }
  const [first, second] = bySlot.values();
  if (!first || !second) throw new Error('every connection fell in one slot');
  return [first, second] as const;
}

describe('GET /api/admin/tickets: letters beyond ASCII', () => {
  it('matches accented names and subjects whatever the case and accents of either side', async () => {
    const { extra, caller } = await emptyDesk();
    await insertTicket(extra.db, { email: 'elodie@example.ca', name: 'Élodie Côté', subject: 'Reçu' });
    await insertTicket(extra.db, { email: 'zoe@example.ca', name: 'Zoé', subject: 'FACTURE ÉCHUE' });
    const found = async (search: string) => {
      const { body } = await caller.get<AdminTicketListResponse>(
        `/api/admin/tickets?search=${encodeURIComponent(search)}`,
      );
      return body.tickets.map((t) => t.name);
    };
    expect(await found('ÉLODIE CÔTÉ')).toEqual(['Élodie Côté']);
    expect(await found('reçu')).toEqual(['Élodie Côté']);
    expect(await found('échue')).toEqual(['Zoé']);
    expect(await found('ZOÉ')).toEqual(['Zoé']);
    expect(await found('cote')).toEqual(['Élodie Côté']);
    expect(await found('ZOE echue')).toEqual(['Zoé']);
    expect(await found('COTE ELODIE')).toEqual(['Élodie Côté']);
  });
});
