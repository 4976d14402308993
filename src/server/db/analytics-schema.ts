import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { satisfactionRatings } from '#shared/constants.ts';
import { languages } from '#shared/language.ts';
import { adminUsers, tickets } from './schema.ts';

/**
 * Each ticket's figures, kept by `refresh_ticket_measures` when its events are reacted to (and backfilled
 * by migration 0020). Deleting a ticket deletes them: the figures count the tickets that exist
 * (analytics-measures-from-events.md). Durations are whole seconds within the business hours.
 */
export const ticketMeasures = pgTable(
  'ticket_measures',
  {
    ticketId: uuid('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    language: text('language', { enum: languages }).notNull(),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** The admin who wrote the first reply. */
    firstResponseBy: uuid('first_response_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    firstResponseSeconds: integer('first_response_seconds'),
    /** When the ticket's current resolved (or closed) stretch began; null while it is worked on. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionSeconds: integer('resolution_seconds'),
    reopenCount: integer('reopen_count').notNull().default(0),
  },
  (table) => [
    // Each figure reads one of these ranges and nothing else (index-only scans).
    index('ticket_measures_created_idx').on(table.createdAt, table.language, table.firstResponseSeconds),
    index('ticket_measures_first_response_idx').on(
      table.firstResponseAt,
      table.firstResponseBy,
      table.firstResponseSeconds,
      table.language,
    ),
    index('ticket_measures_resolved_idx').on(
      table.resolvedAt,
      table.resolutionSeconds,
      table.language,
      table.reopenCount,
    ),
  ],
);

/**
 * The stretches of time a ticket waited as open or in progress, for the backlog over time; the last one
 * of a ticket still waiting ends at 'infinity'.
 */
export const ticketStatusSpans = pgTable(
  'ticket_status_spans',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ticketId, table.position] }),
    check('ticket_status_spans_status', sql`${table.status} in ('open', 'in_progress')`),
    index('ticket_status_spans_started_idx').on(table.startedAt, table.status),
    index('ticket_status_spans_ended_idx').on(table.endedAt, table.status),
  ],
);

/** A customer's answer to 'How did we do?', changeable; the comment is optional. */
export const satisfactionAnswers = pgTable(
  'satisfaction_answers',
  {
    ticketId: uuid('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    rating: text('rating', { enum: satisfactionRatings }).notNull(),
    comment: text('comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('satisfaction_answers_rating', sql`${table.rating} in ('good', 'bad')`),
    index('satisfaction_answers_answered_idx').on(table.answeredAt, table.rating),
  ],
);
