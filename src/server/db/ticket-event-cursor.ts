import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';
import { xid8 } from './xid8.ts';

/**
 * How far the reactions to ticket events have gone: the last event reacted to, in the events' order
 * (transaction, then id). One row, locked by whichever instance reacts.
 */
export const ticketEventCursor = pgTable(
  'ticket_event_cursor',
  {
    onlyRow: boolean('only_row').primaryKey().default(true),
    transactionId: xid8('transaction_id').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
  },
  (table) => [check('ticket_event_cursor_one_row', sql`${table.onlyRow}`)],
);
