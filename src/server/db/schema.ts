import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  deskRoles,
  emailTokenPurposes,
  mailKinds,
  mailStates,
  responseChannels,
  ticketStatuses,
} from '#shared/constants.ts';
import { languages } from '#shared/language.ts';
import { inSearchSample, separatorLiteral } from './search-text.ts';

function createdAt() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

const statusList = sql.raw(ticketStatuses.map((status) => `'${status}'`).join(', '));
const roleList = sql.raw(deskRoles.map((role) => `'${role}'`).join(', '));

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ticketStatuses }).notNull().default('open'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    isVerified: boolean('is_verified').notNull().default(true),
    /** The language of the form it came from: the customer's messages are written in it. */
    language: text('language', { enum: languages }).notNull().default('en'),
    /** The one team member who owns it, if any (docs/decisions/ticket-assignment.md). */
    assigneeId: uuid('assignee_id').references((): AnyPgColumn => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Subject, email, name and description joined and folded when written, for the search's LIKE (search-words-any-order.md). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`search_folded(${tickets.subject} || ${separatorLiteral} || ${tickets.email} || ${separatorLiteral} || ${tickets.name} || ${separatorLiteral} || ${tickets.description})`,
      ),
  },
  (table) => [
    check('tickets_status_check', sql`${table.status} in (${statusList})`),
    check('tickets_email_lowercase_check', sql`${table.email} = lower(${table.email})`),
    index('tickets_email_created_at_idx').on(table.email, table.createdAt.desc()),
    // The id breaks created_at ties, so pages neither repeat nor skip a ticket; in the index, so the
    // desk's newest-first pages are read in order and stop after 20 rows.
    index('tickets_status_created_at_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('tickets_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    // The desk's 'Mine' and 'Unassigned' views, read newest first like the rest.
    index('tickets_assignee_created_at_idx')
      .on(table.assigneeId, table.createdAt.desc(), table.id.desc())
      .where(sql`assignee_id is not null`),
    index('tickets_unassigned_created_at_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`assignee_id is null`),
    // Nobody's tickets are mostly new ones: another status would walk them all (docs/decisions/ticket-assignment.md).
    index('tickets_unassigned_status_created_at_idx')
      .on(table.status, table.createdAt.desc(), table.id.desc())
      .where(sql`assignee_id is null`),
    // One trigram index (docs/decisions/admin-search-one-index.md), whose new entries wait in a short
    // pending list (docs/decisions/search-index-short-pending-list.md).
    index('tickets_search_text_trgm_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: true, gin_pending_list_limit: 256 }),
    // The same over the one-in-eight sample (docs/decisions/search-count-from-a-sample.md).
    index('tickets_search_text_sample_trgm_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: true, gin_pending_list_limit: 256 })
      .where(inSearchSample(table.id)),
  ],
);

/** The desk's accounts, admins and agents alike (docs/decisions/desk-roles.md). */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    /** argon2id of the browser's SHA-256 digest; never a plaintext password (an invitee's is a random one). */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: deskRoles }).notNull().default('admin'),
    /** Shown on their replies; empty for accounts made before names existed (their email is shown). */
    displayName: text('display_name').notNull().default(''),
    /** Set while the invitation is not yet accepted: the account has no password of its own. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The TOTP secret (base32): pending until a first code confirms it, then active. */
    totpSecret: text('totp_secret'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last 30-second step whose code signed in: a code is accepted once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Emails about new tickets and customers' replies (the dashboard's setting). */
    notifications: boolean('notifications').notNull().default(true),
    language: text('language', { enum: languages }).notNull().default('en'),
    /** Whether the member chose the language in Your account: only then does the desk follow it at sign-in. */
    languageChosen: boolean('language_chosen').notNull().default(false),
    /** When the admin was last mailed about new tickets, one or a digest: the next 5 minutes' wait for a digest. */
    newTicketsToldAt: timestamp('new_tickets_told_at', { withTimezone: true }),
  },
  (table) => [check('admin_users_role_check', sql`${table.role} in (${roleList})`)],
);

/** New tickets an admin told lately will hear of in their next digest, queued as a job. */
export const deskDigestTickets = pgTable(
  'desk_digest_tickets',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.ticketId] })],
);

/** Single-use codes for an admin who has lost their authenticator; only their SHA-256 is stored. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('admin_recovery_codes_admin_id_idx').on(table.adminId)],
);

export const ticketResponses = pgTable(
  'ticket_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    responseText: text('response_text').notNull(),
    isFromAdmin: boolean('is_from_admin').notNull().default(false),
    /** A note for the team: never shown, mailed or given to the customer. */
    isInternal: boolean('is_internal').notNull().default(false),
    adminId: uuid('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** A customer's reply that moved its resolved ticket back to open. */
    reopenedTicket: boolean('reopened_ticket').notNull().default(false),
    via: text('via', { enum: responseChannels }).notNull().default('web'), // 'email': see inbound_messages
  },
  (table) => [index('ticket_responses_ticket_id_created_at_idx').on(table.ticketId, table.createdAt)],
);

/** One password per email, written when its address is confirmed (verified_at; older rows may lack it). */
export const emailPasswords = pgTable('email_passwords', {
  email: text('email').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  language: text('language', { enum: languages }).notNull().default('en'),
  /** Which notifications the customer still wants: a link in each message turns its kind off. */
  notifyReplies: boolean('notify_replies').notNull().default(true),
  notifyStatus: boolean('notify_status').notNull().default(true),
  notifySatisfaction: boolean('notify_satisfaction').notNull().default(true),
});

/**
 * The tokens of emailed links that grant access, as SHA-256. A reset token is bound to the password hash
 * it was issued for; a confirmation token carries its attempt's (confirmation-link-asks-for-password.md).
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: emailTokenPurposes }).notNull(),
    accountType: text('account_type', { enum: ['customer', 'admin'] }).notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** The first ticket the attempt filed: verified once the address is confirmed with its password. */
    ticketId: uuid('ticket_id'),
    /** A change of email: the member whose address becomes `email` (and password `passwordHash`). */
    adminId: uuid('admin_id').references((): AnyPgColumn => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('email_tokens_expires_at_idx').on(table.expiresAt),
    index('email_tokens_email_created_at_idx').on(table.email, table.createdAt.desc()),
  ],
);

/** Every message the product sends (docs/decisions/mail-outbox-and-job-queue.md). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    kind: text('kind', { enum: mailKinds }).notNull(),
    recipient: text('recipient').notNull(),
    language: text('language', { enum: languages }).notNull(),
    subject: text('subject').notNull(),
    /** What the message's text needs (its links included); dropped once it is sent. */
    data: jsonb('data').$type<Record<string, string>>(),
    /** The ticket it is about, for at most one admin message per ticket every few minutes. */
    ticketId: uuid('ticket_id'),
    /** The ticket event it tells of: one message per event and recipient, however often a job runs. */
    eventId: bigint('event_id', { mode: 'number' }),
    /** The team's reply it carries to the customer, whose delivery the desk shows. */
    responseId: uuid('response_id').references(() => ticketResponses.id, { onDelete: 'set null' }),
    /** 'kept': no SMTP configured; 'queued': a job will send it; 'sent'; 'failed': retries ran out. */
    state: text('state', { enum: mailStates }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('mail_outbox_recipient_ticket_idx').on(table.recipient, table.ticketId, table.createdAt.desc()),
    uniqueIndex('mail_outbox_event_recipient_idx')
      .on(table.eventId, table.recipient)
      .where(sql`event_id is not null`),
    index('mail_outbox_response_id_idx').on(table.responseId).where(sql`response_id is not null`),
  ],
);

/** Secrets the server generates once and every instance shares (the key that signs turn-off links). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a leaked table does not yield usable cookies. */
    tokenHash: text('token_hash').primaryKey(),
    type: text('type', { enum: ['user', 'admin'] }).notNull(),
    email: text('email').notNull(),
    adminId: uuid('admin_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expires_at_idx').on(table.expiresAt)],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export { auditEntries } from './audit-entries.ts';
export { STATUS_COUNT_SLOTS, ticketAssigneeCounts, ticketStatusCounts } from './count-tables.ts';
export { deskSettings } from './desk-settings-table.ts';
export { jobRunnerLeases } from './job-runner-leases.ts';
export { savedReplies } from './saved-replies-table.ts';
export { ticketEventCursor } from './ticket-event-cursor.ts';
