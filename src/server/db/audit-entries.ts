import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  type AuditActorType,
  type AuditKind,
  type AuditSubjectType,
  type TicketEventKind,
  UNLISTED_AUDIT_KIND,
} from '#shared/constants.ts';
import { xid8 } from './xid8.ts';

/**
 * The audit trail, every ticket's events included: append-only by triggers, without foreign keys so an
 * entry outlives what it names (audit-trail-append-only.md, ticket-events-are-the-audit-trail.md).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Checked by TypeScript rather than the database, so a new kind needs no migration. */
    kind: text('kind').$type<AuditKind | TicketEventKind>().notNull(),
    actorType: text('actor_type').$type<AuditActorType>().notNull(),
    actorId: uuid('actor_id'),
    /** An email (admins, customers, the email tried at a sign-in) or the operator's system user name. */
    actorName: text('actor_name'),
    actorAddress: text('actor_address'),
    subjectType: text('subject_type').$type<AuditSubjectType>(),
    /** A ticket's id, or the email of the account concerned. */
    subjectId: text('subject_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The transaction that wrote a ticket event, which orders the events for their reactions
     * (ticket-event-reactions-follow-a-cursor.md); null on every other entry.
     */
    transactionId: xid8('transaction_id'),
  },
  (table) => [
    index('audit_entries_listed_created_at_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`kind <> ${sql.raw(`'${UNLISTED_AUDIT_KIND}'`)}`),
    index('audit_entries_kind_created_at_idx').on(table.kind, table.createdAt.desc(), table.id.desc()),
    index('audit_entries_actor_name_created_at_idx').on(
      table.actorName,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('audit_entries_subject_id_created_at_idx').on(
      table.subjectId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('audit_entries_ticket_event_order_idx')
      .on(table.transactionId, table.id)
      .where(sql`transaction_id is not null`),
  ],
);
