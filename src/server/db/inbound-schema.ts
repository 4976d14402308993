import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inboundOutcomes, inboundSources } from '#shared/constants.ts';
import { tickets } from './schema.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Addresses that bounced hard: no notices until they confirm again (a newer verified_at). */
export const mailBounces = pgTable('mail_bounces', {
  email: text('email').primaryKey(),
  bouncedAt: timestamp('bounced_at', { withTimezone: true }).notNull(),
});

/** Every message received (docs/decisions/inbound-mail.md): stored raw once, then processed by a job. */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source', { enum: inboundSources }).notNull(),
    /** Where it was read: the mailbox, its UIDVALIDITY and the UID, or the SHA-256 of an HTTP body. */
    sourceKey: text('source_key').notNull(),
    messageId: text('message_id'),
    raw: bytea('raw').notNull(),
    sender: text('sender'),
    subject: text('subject'),
    /** Null until its job ran. */
    outcome: text('outcome', { enum: inboundOutcomes }),
    /** Why it was held, ignored or refused (a code); set when stored for a message refused unread. */
    reason: text('reason'),
    /** How many times processing began: past the job's attempts it ends failed, not retried for ever. */
    attempts: integer('attempts').notNull().default(0),
    /** What the last failed processing, or the parser refusing it, said (docs/decisions/poison-mail.md). */
    error: text('error'),
    /** The email goes with its ticket, raw content and all (docs/decisions/received-mail-privacy.md). */
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('inbound_messages_source_key_idx').on(table.sourceKey),
    uniqueIndex('inbound_messages_message_id_idx').on(table.messageId).where(sql`"message_id" is not null`),
    index('inbound_messages_received_at_idx').on(table.receivedAt.desc(), table.id.desc()),
    // The sweep's messages still waiting for their job.
    index('inbound_messages_waiting_idx').on(table.receivedAt).where(sql`"outcome" is null`),
    // Deleting a ticket finds its emails.
    index('inbound_messages_ticket_id_idx').on(table.ticketId).where(sql`"ticket_id" is not null`),
    index('inbound_messages_response_id_idx').on(table.responseId).where(sql`"response_id" is not null`),
  ],
);
