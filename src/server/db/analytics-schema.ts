import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
    // The CSV export reads the period's tickets in this order.
    index('ticket_measures_created_idx').on(table.createdAt, table.language, table.firstResponseSeconds),
    // A percentile's exact value, once the day counts have named its bucket (analytics-days-rollup.md).
    index('ticket_measures_first_response_bucket_idx').on(
      sql`analytics_bucket(${table.firstResponseSeconds})`,
      table.firstResponseAt,
      table.firstResponseSeconds,
      table.firstResponseBy,
      table.language,
    ),
    index('ticket_measures_resolution_bucket_idx').on(
      sql`analytics_bucket(${table.resolutionSeconds})`,
      table.resolvedAt,
      table.resolutionSeconds,
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

/**
 * What `analytics_days` counts: tickets created, first answered, resolved (and resolved after a
 * reopening), answers to 'How did we do?', and tickets starting (+1) or ending (-1) a wait by status.
 */
export const analyticsFacts = [
  'created',
  'answered',
  'resolved',
  'reopened',
  'good',
  'bad',
  'open',
  'in_progress',
] as const;

/**
 * The figures of each day in the business time zone, summed over a period instead of reading its
 * tickets: how many of each fact (created, answered, resolved, ...) per language, first responder and
 * bucket of seconds. Kept by triggers on the three tables above (migration 0023), for the zone and
 * target in `analytics_settings` (analytics-days-rollup.md).
 */
export const analyticsDays = pgTable(
  'analytics_days',
  {
    day: date('day').notNull(),
    fact: text('fact', { enum: analyticsFacts }).notNull(),
    /** The ticket's language; '' for the waits. */
    language: text('language').notNull(),
    /** The first responder's account; the nil uuid when none. */
    member: uuid('member').notNull(),
    /** `analytics_bucket` of the fact's seconds; for `created`, 1 when answered within the target. */
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    // A figure reads one fact over a range of days.
    primaryKey({ columns: [table.fact, table.day, table.language, table.member, table.bucket] }),
    check(
      'analytics_days_fact',
      sql.raw(`"fact" in (${analyticsFacts.map((fact) => `'${fact}'`).join(', ')})`),
    ),
  ],
);

/** The one row of what `analytics_days` was counted with; the server counts again when they change. */
export const analyticsSettings = pgTable(
  'analytics_settings',
  {
    id: boolean('id').primaryKey().default(true),
    zone: text('zone').notNull(),
    targetSeconds: integer('target_seconds').notNull(),
  },
  (table) => [check('analytics_settings_one_row', sql`${table.id}`)],
);
