import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tickets } from '#server/db/schema.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { insertActors, send, sessionCookie } from './callers.ts';
import { documentedOperations } from './operations.ts';

const { app, db, clock } = await createTestApp({ env: { RATE_LIMITS: 'off' } });
const actors = await insertActors(db);
const operations = new Set((await documentedOperations(app)).map((operation) => operation.operationId));

/** Text people (and attackers) type: markup, SQL, accents, emoji, right-to-left and bidi controls. */
const texts = [
  '<script>alert("owned")</script><img src=x onerror=alert(1)>',
  "Robert'); DROP TABLE tickets; -- and 1' OR '1'='1",
  'Économie, façade, naïve, « guillemets » à Montréal — œuvre',
  'Emoji 🍁🚀 and a family 👩‍👩‍👧 and a flag 🇨🇦',
  'مرحبا بالعالم · שלום עולם · \u202Egnp.exe\u202C',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the text under test.
  'Templates {{7*7}} ${7*7} %s %n and \\ backslashes "quoted"',
  'Combining e\u0301 vs é, zero\u200Bwidth, tab\there',
];

describe('stored text comes back exactly as written', () => {
  it.each(texts)('a ticket with %j', async (text) => {
    const submitted = await send(app, {
      method: 'POST',
      path: '/tickets',
      body: { email: actors.customerA.email, name: text.slice(0, 100), subject: text, description: text },
    });
    expect(submitted.status).toBe(201);
    const { ticket } = JSON.parse(submitted.text);
    expect(ticket).toMatchObject({ subject: text, description: text, name: text.slice(0, 100) });
    const [row] = await db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({ subject: text, description: text });

    if (!operations.has('getMyTicket')) return;
    const cookie = await sessionCookie(db, actors, 'customerA', clock.now());
    if (operations.has('addMyTicketResponse')) {
      const added = await send(app, {
        method: 'POST',
        path: `/tickets/${ticket.id}/responses`,
        body: { text },
        cookie,
      });
      expect(added.status).toBe(201);
    }
    const read = await send(app, { method: 'GET', path: `/tickets/${ticket.id}`, cookie });
    const conversation = JSON.parse(read.text);
    expect(conversation.ticket).toMatchObject({ subject: text, description: text });
    for (const response of conversation.responses) expect(response.text).toBe(text);

    if (!operations.has('getAdminTicket')) return;
    const asAdmin = await send(app, {
      method: 'GET',
      path: `/admin/tickets/${ticket.id}`,
      cookie: await sessionCookie(db, actors, 'admin', clock.now()),
    });
    // The desk's answer also names the assignee and the ticket's language.
    expect(JSON.parse(asAdmin.text)).toMatchObject(conversation);
  });
});

describe('text with an unpaired UTF-16 surrogate', () => {
  const lone = 'Ada \ud800 Lovelace';
  const ticket = { email: actors.customerA.email, name: 'Ada', subject: 'Help', description: 'Please.' };

  it.each(['name', 'subject', 'description'])(
    'in a ticket’s %s is refused with 400, saying why',
    async (field) => {
      const submitted = await send(app, {
        method: 'POST',
        path: '/tickets',
        body: { ...ticket, [field]: lone },
      });
      expect(submitted.status).toBe(400);
      expect(JSON.parse(submitted.text).error.message).toMatch(/unpaired surrogate/);
    },
  );

  it('in a reply is refused with 400, saying why', async () => {
    const created = await send(app, { method: 'POST', path: '/tickets', body: ticket });
    const { id } = JSON.parse(created.text).ticket;
    const replied = await send(app, {
      method: 'POST',
      path: `/tickets/${id}/responses`,
      body: { text: lone },
      cookie: await sessionCookie(db, actors, 'customerA', clock.now()),
    });
    expect(replied.status).toBe(400);
    expect(JSON.parse(replied.text).error.message).toMatch(/unpaired surrogate/);
  });
});

describe('text that is one line: a name, a subject, a title', () => {
  const ticket = {
    email: actors.customerA.email,
    name: 'Ada',
    subject: 'Help',
    description: 'Line one\nline two',
  };
  const oneLine = (field: string) =>
    `${field} must be one line of text, without line breaks or control characters.`;

  it.each([
    ['name', 'Name'],
    ['subject', 'Subject'],
  ])('a ticket’s %s with a line break is refused with 400, signed in or not', async (field, label) => {
    for (const role of ['anonymous', 'customerA'] as const) {
      for (const text of ['Ada\nLovelace', 'Ada\rLovelace', 'Ada\u2028Lovelace', 'Ada\u0085Lovelace']) {
        const submitted = await send(app, {
          method: 'POST',
          path: '/tickets',
          body: { ...ticket, [field]: text },
          cookie: await sessionCookie(db, actors, role, clock.now()),
        });
        expect(submitted.status, role).toBe(400);
        expect(JSON.parse(submitted.text).error.message).toBe(`${field}: ${oneLine(label)}`);
      }
    }
    const trimmed = await send(app, {
      method: 'POST',
      path: '/tickets',
      body: { ...ticket, [field]: '\tAda\n' },
    });
    expect(JSON.parse(trimmed.text).ticket[field]).toBe('Ada');
  });

  it('a team member’s name or a saved reply’s title with a line break is refused with 400', async () => {
    const admin = await sessionCookie(db, actors, 'admin', clock.now());
    const renamed = await send(app, {
      method: 'PATCH',
      path: `/admin/team/${actors.agent.id}`,
      body: { name: 'Agent\nAna' },
      cookie: admin,
    });
    expect(renamed.status).toBe(400);
    expect(JSON.parse(renamed.text).error.message).toBe(`name: ${oneLine('The name')}`);
    const saved = await send(app, {
      method: 'POST',
      path: '/admin/saved-replies',
      body: { title: 'Refund\npolicy', bodyEn: 'Hello\nthere', bodyFr: 'Bonjour\nà vous' },
      cookie: admin,
    });
    expect(saved.status).toBe(400);
    expect(JSON.parse(saved.text).error.message).toBe(`title: ${oneLine('The title')}`);
    const multiLineBodies = await send(app, {
      method: 'POST',
      path: '/admin/saved-replies',
      body: { title: 'Refund policy', bodyEn: 'Hello\nthere', bodyFr: 'Bonjour\nà vous' },
      cookie: admin,
    });
    expect(multiLineBodies.status).toBe(201);
    // An agent may not rename anyone, whatever the name: the guard answers first.
    const agent = await sessionCookie(db, actors, 'agent', clock.now());
    const byAgent = await send(app, {
      method: 'PATCH',
      path: `/admin/team/${actors.agent.id}`,
      body: { name: 'Agent\nAna' },
      cookie: agent,
    });
    expect(byAgent.status).toBe(403);
  });
});
