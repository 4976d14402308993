import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { recordTicketEvent } from '#server/features/tickets/index.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { MOST_EVENTS_A_READ, type ReadUpTo, readTicketEvents } from './ticket-event-feed.ts';

const { db, database } = await createTestApp();
const feed = postgres(database.url, { max: 1, onnotice: () => {} });
afterAll(() => feed.end());

function reply(tx: Database, ticketId: string) {
  return recordTicketEvent(tx, {
    kind: 'ticket.replied',
    ticketId,
    actor: { type: 'customer', name: 'ada@example.com' },
    details: { responseId: crypto.randomUUID() },
    at: new Date(),
  });
}

/** Reads from where the last read ended, as the feed does. */
async function reader() {
  let upTo: ReadUpTo | null = (await readTicketEvents(feed, null)).upTo;
  return async () => {
    const read = await readTicketEvents(feed, upTo);
    upTo = read.upTo;
    return read;
  };
}

describe("the live desk's feed of ticket events", () => {
  it('reads each committed event once, one that took its id first and commits last included', async () => {
    const ticket = await insertTicket(db, { email: 'ada@example.com' });
    const next = await reader();
    let whileFirstOpen: Awaited<ReturnType<typeof next>> | undefined;
    await db.transaction(async (first) => {
      await reply(first, ticket.id);
      await db.transaction((second) => reply(second, ticket.id));
      whileFirstOpen = await next();
    });
    expect(whileFirstOpen?.events).toEqual([
      { ticketId: ticket.id, kind: 'ticket.replied', email: ticket.email },
    ]);
    const afterCommit = await next();
    expect(afterCommit.events).toEqual([
      { ticketId: ticket.id, kind: 'ticket.replied', email: ticket.email },
    ]);
    expect((await next()).events).toEqual([]);
    expect(afterCommit).toMatchObject({ complete: true, rewound: false });
  });

  it('names the customer of a deleted ticket from its event, and never an event written before it started', async () => {
    const before = await insertTicket(db, { email: 'before@example.com' });
    await reply(db, before.id);
    const next = await reader();
    const gone = crypto.randomUUID();
    await recordTicketEvent(db, {
      kind: 'ticket.deleted',
      ticketId: gone,
      actor: { type: 'admin', name: 'admin@example.com' },
      details: { email: 'bea@example.com', status: 'open' },
      at: new Date(),
    });
    expect((await next()).events).toEqual([
      { ticketId: gone, kind: 'ticket.deleted', email: 'bea@example.com' },
    ]);
  });

  it('says so when it is too far behind, or the transaction ids went back, so its streams reload', async () => {
    const ticket = await insertTicket(db, { email: 'ada@example.com' });
    const next = await reader();
    await db.execute(sql`
      insert into audit_entries (kind, actor_type, actor_name, subject_type, subject_id, transaction_id)
      select 'ticket.replied', 'customer', 'ada@example.com', 'ticket', ${ticket.id}, pg_current_xact_id()
      from generate_series(0, ${MOST_EVENTS_A_READ})`);
    const behind = await next();
    expect(behind).toMatchObject({ complete: false, rewound: false });
    expect(behind.events).toHaveLength(MOST_EVENTS_A_READ);
    expect((await next()).events).toEqual([]);

    const { upTo } = await readTicketEvents(feed, null);
    const ahead = { ...upTo, xmax: String(BigInt(upTo.xmax) + 1_000_000n) };
    expect(await readTicketEvents(feed, ahead)).toMatchObject({ rewound: true });
  });
});
