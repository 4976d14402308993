import { describe, expect, it } from 'vitest';
import { emailPasswords } from '#server/db/schema.ts';
import type { AdminTicketListResponse } from '#shared/schemas/admin-tickets.ts';
import { signedInDesk } from '#tests/support/admin-desk.ts';
import { insertResponse, insertTicket } from '#tests/support/fixtures.ts';
import { preparedAnywhere } from '#tests/support/prepared-statements.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const testApp = await createTestApp();
const { client, db } = testApp;
const { admin, desk, customerCaller } = await signedInDesk(testApp);

let minute = 0;
function ticket(values: Parameters<typeof insertTicket>[1]) {
  return insertTicket(db, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute++)), ...values });
}

const printer = await ticket({
  email: 'ada@example.com',
  subject: 'Printer on FIRE',
  description: 'Smoke in our Montreal office.',
  status: 'open',
});
const discount = await ticket({
  email: 'bob@shop.ca',
  name: 'Bob Tremblay',
  subject: '100% off coupon',
  description: 'Can’t upload a PDF invoice.',
  status: 'in_progress',
});
const snake = await ticket({
  email: 'snake_case@example.com',
  name: 'Sam',
  subject: 'Login',
  description: 'The page shows a spinner.',
  status: 'resolved',
});
const backslash = await ticket({
  email: 'c@example.com',
  subject: 'Path C:\\temp missing',
  description: 'Files lost.',
  status: 'closed',
});
const plain = await ticket({
  email: 'snakecase@example.com',
  name: 'Pat',
  subject: 'Billing 1000 off',
  description: 'Charged twice in Montréal.',
  status: 'open',
});
await insertResponse(db, { ticketId: printer.id, text: 'Is it plugged in?', adminId: admin.id });
await insertResponse(db, { ticketId: printer.id, text: 'Yes.' });

async function list(query = '') {
  const response = await desk.get<AdminTicketListResponse>(`/api/admin/tickets${query}`);
  expect(response.status).toBe(200);
  return response.body;
}

const subjects = (body: AdminTicketListResponse) => body.tickets.map((t) => t.subject);

describe('GET /api/admin/tickets: who may call it', () => {
  it('answers 401 without a session and 403 with a customer session', async () => {
    expect((await client().get('/api/admin/tickets')).status).toBe(401);
    expect((await customerCaller.get('/api/admin/tickets')).status).toBe(403);
  });

  it.each(['?status=pending', '?page=0', '?page=abc', `?search=${'x'.repeat(201)}`])(
    'refuses %s with a 400',
    async (query) => {
      const response = await desk.get(`/api/admin/tickets${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { code: 'invalid_request' } });
    },
  );

  it('checks the session before the input', async () => {
    expect((await client().get('/api/admin/tickets?status=pending')).status).toBe(401);
  });
});

describe('GET /api/admin/tickets: the page', () => {
  it('lists every customer’s tickets newest first, with response and status counts', async () => {
    const body = await list();
    expect(subjects(body)).toEqual([
      plain.subject,
      backslash.subject,
      snake.subject,
      discount.subject,
      printer.subject,
    ]);
    expect(body.tickets.find((t) => t.id === printer.id)).toMatchObject({
      responseCount: 2,
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      status: 'open',
    });
    expect(body.tickets.find((t) => t.id === plain.id)?.responseCount).toBe(0);
    expect(body.counts).toEqual({ total: 5, open: 2, in_progress: 1, resolved: 1, closed: 1 });
    expect(body).toMatchObject({ page: 1, pageSize: 20, matching: 5, matchingCapped: false });
  });

  it('marks the tickets whose sender has not confirmed the address, in a list and in a search', async () => {
    // The desk's customer, ada@example.com, confirmed the address.
    await db.insert(emailPasswords).values({ email: discount.email, passwordHash: 'not yet confirmed' });
    const confirmed = (body: AdminTicketListResponse) =>
      Object.fromEntries(body.tickets.map((t) => [t.email, t.emailConfirmed]));
    expect(confirmed(await list())).toMatchObject({
      [printer.email]: true,
      [discount.email]: false,
      [plain.email]: false,
    });
    expect(confirmed(await list('?search=o'))).toMatchObject({
      [printer.email]: true,
      [discount.email]: false,
    });
  });

  it('filters by status, keeping the counts of all tickets', async () => {
    const body = await list('?status=open');
    expect(subjects(body)).toEqual([plain.subject, printer.subject]);
    expect(body.matching).toBe(2);
    expect(body.counts.total).toBe(5);
  });

  it.each([
    ['fire', [printer.subject]],
    ['ADA@EXAMPLE', [printer.subject]],
    ['tremblay', [discount.subject]],
    ['100%', [discount.subject]],
    ['%', [discount.subject]],
    ['snake_case', [snake.subject]],
    ['_', [snake.subject]],
    ['C:\\temp', [backslash.subject]],
    ['\\', [backslash.subject]],
    ['snake', [plain.subject, snake.subject]],
    // Shorter than a trigram: the index cannot narrow these, the answer must still be exact.
    ['B', [plain.subject, discount.subject]],
    ['ON', [plain.subject, discount.subject, printer.subject]],
    ['@', [plain.subject, backslash.subject, snake.subject, discount.subject, printer.subject]],
    ['nothing like this', []],
    // Looked up by their words alone, then checked exactly: the character between them counts.
    ['bob@shop', [discount.subject]],
    ['bob.shop', []],
    // Every word, in any order, each in any field.
    ['upload pdf', [discount.subject]],
    ['pdf UPLOAD', [discount.subject]],
    ['pdf download', []],
    ['fire ada', [printer.subject]],
    ['.com pat', [plain.subject, backslash.subject]],
    ['fire\nada', [printer.subject]],
    ['example.com\nada', [backslash.subject, printer.subject]],
    ['100% coupon', [discount.subject]],
    ['% off', [discount.subject]],
    ['snake_ billing', []],
    // Accents and case ignored on either side.
    ['montreal', [plain.subject, printer.subject]],
    ['MONTRÉAL', [plain.subject, printer.subject]],
    ['montréal office', [printer.subject]],
    // The description too.
    ['spinner', [snake.subject]],
  ])('finds %j in the subject, email, name and description, literally', async (search, expected) => {
    const body = await list(`?search=${encodeURIComponent(search)}`);
    expect(subjects(body)).toEqual(expected);
    expect(body.matching).toBe(expected.length);
    expect(body.counts.total).toBe(5);
  });

  it('finds a ticket by the short id on its card, with or without #, and by its whole id', async () => {
    const short = snake.id.slice(0, 8);
    for (const search of [short, `#${short}`, short.toUpperCase(), snake.id]) {
      const body = await list(`?search=${encodeURIComponent(search)}`);
      expect(subjects(body)).toEqual([snake.subject]);
      expect(body.matching).toBe(1);
    }
    // A part of a short id is no short id.
    expect(subjects(await list(`?search=${short.slice(0, 7)}`))).not.toContain(snake.subject);
  });

  it('combines the search with the status filter', async () => {
    const body = await list('?search=snake&status=resolved');
    expect(subjects(body)).toEqual([snake.subject]);
    expect(body.matching).toBe(1);
  });

  it('treats a blank search as no search', async () => {
    expect((await list('?search=%20%20')).matching).toBe(5);
  });
});

describe('GET /api/admin/tickets: plans', () => {
  it('plans a search for its term every time, and reuses the plain list’s prepared statement', async () => {
    await list('?search=printer');
    await list('?status=open');
    expect(await preparedAnywhere(db, 'page_step')).toBe(false);
    expect(await preparedAnywhere(db, 'ticket_status_counts')).toBe(true);
  });
});

describe('GET /api/admin/tickets: who wrote last', () => {
  it('is the customer until an admin answers, and again once the customer replies', async () => {
    const lastSpeakers = async () =>
      Object.fromEntries((await list()).tickets.map((t) => [t.subject, t.lastSpeaker]));
    expect(await lastSpeakers()).toMatchObject({
      [plain.subject]: 'customer',
      [printer.subject]: 'customer',
    });
    await insertResponse(db, {
      ticketId: discount.id,
      text: 'Which coupon?',
      adminId: admin.id,
      createdAt: new Date(Date.UTC(2026, 0, 2)),
    });
    expect(await lastSpeakers()).toMatchObject({ [discount.subject]: 'team' });
    await insertResponse(db, {
      ticketId: discount.id,
      text: 'SPRING',
      createdAt: new Date(Date.UTC(2026, 0, 3)),
    });
    expect(await lastSpeakers()).toMatchObject({ [discount.subject]: 'customer' });
  });
});
