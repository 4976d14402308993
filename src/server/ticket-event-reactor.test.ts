import { eq, inArray, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { withDatabase } from '#server/db/embedded-postgres.ts';
import { migrateFirst, migrateLocked } from '#server/db/migrate.ts';
import { rowsOf } from '#server/db/rows-of.ts';
import { auditEntries, ticketEventCursor } from '#server/db/schema.ts';
import { recordTicketEvent } from '#server/features/tickets/index.ts';
import { insertAdmin, insertCustomer, insertResponse, insertTicket } from '#tests/support/fixtures.ts';
import { mailsTo } from '#tests/support/outbox.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import type { Database } from './db/client.ts';
import { reactToTicketEvents } from './ticket-event-reactor.ts';

const { db, deps } = await createTestApp();

/** A customer's status change: an event that tells nobody, so only its place in the order matters. */
function statusChange(tx: Database, ticketId: string) {
  return recordTicketEvent(tx, {
    kind: 'ticket.status_changed',
    ticketId,
    actor: { type: 'customer', name: 'ada@example.com' },
    details: { from: 'open', to: 'closed' },
    at: new Date(),
  });
}

/** Which event of which ticket each row names, in a stable order. */
const eventsNamed = (rows: readonly { ticketId: string | null; eventId: number | null }[]) =>
  rows.map(({ ticketId, eventId }) => `${ticketId} ${eventId}`).sort();

async function cursorEventId() {
  const [cursor] = await db.select().from(ticketEventCursor);
  return cursor?.eventId;
}

describe('reactions to ticket events', () => {
  it('wait for an event that took its id first but commits last, then take both in commit order', async () => {
    const ticket = await insertTicket(db, { email: 'ada@example.com' });
    await reactToTicketEvents(deps);
    let whileFirstOpen = { read: -1, done: -1 };
    await db.transaction(async (first) => {
      await statusChange(first, ticket.id);
      await db.transaction((second) => statusChange(second, ticket.id));
      whileFirstOpen = await reactToTicketEvents(deps);
    });
    expect(whileFirstOpen).toEqual({ read: 0, done: 0 });
    const events = await db
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, ticket.id))
      .orderBy(auditEntries.id);
    expect(await reactToTicketEvents(deps)).toEqual({ read: 2, done: 2 });
    expect(await cursorEventId()).toBe(events.at(-1)?.id);
  });

  it('are not held back by a transaction left open in another database on the same server', async () => {
    const ticket = await insertTicket(db, { email: 'ada@example.com' });
    await reactToTicketEvents(deps);
    const elsewhere = postgres(inject('testServerUrl'), { max: 1, onnotice: () => {} });
    try {
      await elsewhere.begin(async (other) => {
        await other`select pg_current_xact_id()`;
        await statusChange(db, ticket.id);
        expect(await reactToTicketEvents(deps)).toEqual({ read: 1, done: 1 });
      });
    } finally {
      await elsewhere.end();
    }
  });

  it('leave the cursor to the instance that holds it', async () => {
    const ticket = await insertTicket(db, { email: 'ada@example.com' });
    await statusChange(db, ticket.id);
    await db.transaction(async (tx) => {
      await tx.select().from(ticketEventCursor).for('update');
      expect(await reactToTicketEvents(deps)).toEqual({ read: 0, done: 0 });
    });
    expect(await reactToTicketEvents(deps)).toEqual({ read: 1, done: 1 });
  });

  it('react to a turn of events together: each message names its event, a second reply tells nobody', async () => {
    const customer = await insertCustomer(db, 'dora@example.com', 'a long password');
    const admin = await insertAdmin(db, 'dora.desk@example.com', 'an admin password');
    const older = await insertTicket(db, { email: customer.email, subject: 'Asked last week' });
    await reactToTicketEvents(deps);
    const actor = { type: 'customer', name: customer.email } as const;
    const filed = [];
    for (const subject of ['First of the turn', 'Second of the turn']) {
      const ticket = await insertTicket(db, { email: customer.email, subject });
      filed.push(ticket);
      await db.transaction((tx) =>
        recordTicketEvent(tx, {
          kind: 'ticket.created',
          ticketId: ticket.id,
          actor,
          details: {},
          at: new Date(),
        }),
      );
    }
    for (const text of ['Any news?', 'Still waiting.']) {
      const response = await insertResponse(db, { ticketId: older.id, text });
      await db.transaction((tx) =>
        recordTicketEvent(tx, {
          kind: 'ticket.replied',
          ticketId: older.id,
          actor,
          details: { responseId: response.id },
          at: new Date(),
        }),
      );
    }

    expect(await reactToTicketEvents(deps)).toEqual({ read: 4, done: 4 });
    const events = await db
      .select({ eventId: auditEntries.id, ticketId: auditEntries.subjectId })
      .from(auditEntries)
      .where(
        inArray(
          auditEntries.subjectId,
          filed.map((ticket) => ticket.id),
        ),
      );
    const received = await mailsTo(db, customer.email, 'ticket_received');
    const toldOfNew = await mailsTo(db, admin.email, 'admin_new_ticket');
    for (const mails of [received, toldOfNew]) {
      expect(eventsNamed(mails)).toEqual(eventsNamed(events));
    }
    // The first reply's message was written before the second asked who had been told lately.
    const toldOfReplies = await mailsTo(db, admin.email, 'admin_customer_reply');
    expect(toldOfReplies.map((mail) => mail.data?.reply)).toEqual(['Any news?']);
  });

  it('commit the reactions to the events before a failing one in the same turn', async () => {
    const customer = await insertCustomer(db, 'cleo@example.com', 'a long password');
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Half a turn' });
    await reactToTicketEvents(deps);
    const admin = { type: 'admin', name: 'admin@example.com' } as const;
    await db.transaction((tx) =>
      recordTicketEvent(tx, {
        kind: 'ticket.status_changed',
        ticketId: ticket.id,
        actor: admin,
        details: { from: 'open', to: 'resolved' },
        at: new Date(),
      }),
    );
    await db.transaction((tx) =>
      recordTicketEvent(tx, {
        kind: 'ticket.replied',
        ticketId: ticket.id,
        actor: admin,
        details: { responseId: 'not a uuid' },
        at: new Date(),
      }),
    );
    const failures = new Map<number, number>();
    expect(await reactToTicketEvents(deps, failures)).toEqual({ read: 2, done: 1 });
    expect(await mailsTo(db, customer.email, 'customer_status_notice')).toHaveLength(1);
    // Given up at its fifth failure, the failing event holds back no later test.
    for (let attempt = 2; attempt <= 5; attempt += 1) await reactToTicketEvents(deps, failures);
    expect(await reactToTicketEvents(deps, failures)).toEqual({ read: 0, done: 0 });
  });

  it('retry a failing reaction, give it up after five tries, and go on with the next events', async () => {
    const customer = await insertCustomer(db, 'bea@example.com', 'a long password');
    const ticket = await insertTicket(db, { email: customer.email, subject: 'Broken event' });
    await reactToTicketEvents(deps);
    await db.transaction((tx) =>
      recordTicketEvent(tx, {
        kind: 'ticket.replied',
        ticketId: ticket.id,
        actor: { type: 'admin', name: 'admin@example.com' },
        details: { responseId: 'not a uuid' },
        at: new Date(),
      }),
    );
    await db.transaction((tx) =>
      recordTicketEvent(tx, {
        kind: 'ticket.status_changed',
        ticketId: ticket.id,
        actor: { type: 'admin', name: 'admin@example.com' },
        details: { from: 'open', to: 'resolved' },
        at: new Date(),
      }),
    );
    const failures = new Map<number, number>();
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect(await reactToTicketEvents(deps, failures)).toEqual({ read: 2, done: 0 });
    }
    expect(await reactToTicketEvents(deps, failures)).toEqual({ read: 2, done: 2 });
    const notices = await mailsTo(db, customer.email, 'customer_status_notice');
    expect(notices.filter((notice) => notice.ticketId === ticket.id)).toHaveLength(1);
  });
});

describe('an upgrade from a job per event', () => {
  const serverUrl = inject('testServerUrl');
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `maple_upgrade_${process.pid}`;
  afterAll(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('reacts to the events whose jobs were still waiting, and drops those jobs', async () => {
    await admin.unsafe(`create database ${name}`);
    const url = withDatabase(serverUrl, name);
    await migrateFirst(url, 16);
    const old = await openDatabase(url);
    try {
      // Written as that version's code would, in SQL: the fixtures know today's columns only.
      const [ticket] = await rowsOf<{ id: string }>(
        old.db,
        sql`with customer as (
          insert into email_passwords (email, password_hash, verified_at)
          values ('cy@example.com', 'unused', now())
        )
        insert into tickets (subject, description, name, email)
        values ('Left waiting', 'Still waiting.', 'Cy', 'cy@example.com') returning id`,
      );
      await old.db.execute(sql`with event as (
          insert into audit_entries (kind, actor_type, actor_name, subject_type, subject_id, details)
          values ('ticket.status_changed', 'admin', 'admin@example.com', 'ticket', ${ticket?.id},
            '{"from": "open", "to": "closed"}')
          returning id)
        select graphile_worker.add_job('ticket_event', json_build_object('eventId', id)) from event`);
      await migrateLocked(url);
      const jobs = await rowsOf<{ count: number }>(
        old.db,
        sql`select count(*)::int as count from graphile_worker.jobs`,
      );
      expect(jobs[0]).toEqual({ count: 0 });
      expect(await reactToTicketEvents({ ...deps, db: old.db })).toEqual({ read: 1, done: 1 });
      expect(await mailsTo(old.db, 'cy@example.com', 'customer_status_notice')).toHaveLength(1);
    } finally {
      await old.close();
    }
  });
});
