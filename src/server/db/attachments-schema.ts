import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ticketResponses, tickets } from './schema.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A stored file's bytes, once per content: `sha256` is set when the last chunk is written, and a
 * second upload of the same bytes points at the first's row (attachment-storage-in-postgres.md).
 */
export const blobs = pgTable('blobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Hex SHA-256 of the content; null while it is being written. */
  sha256: text('sha256').unique(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A blob's bytes in order, a chunk a row, read and written one chunk at a time. */
export const blobChunks = pgTable(
  'blob_chunks',
  {
    blobId: uuid('blob_id')
      .notNull()
      .references(() => blobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.blobId, table.seq] })],
);

/**
 * A file as someone uploaded it: unattached (no ticket) until the message it came with is sent, by
 * whoever holds its upload token; removed with its ticket or reply, and the blob with its last one.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blobId: uuid('blob_id')
      .notNull()
      .references(() => blobs.id),
    /** SHA-256 of the secret the upload answered with: only its holder can attach the file. */
    uploadTokenHash: text('upload_token_hash').notNull().unique(),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    /** The reply it came with; null for the ticket's own files. */
    responseId: uuid('response_id').references(() => ticketResponses.id, { onDelete: 'cascade' }),
    /** Cleaned: no path, NFC, capped. */
    name: text('name').notNull(),
    /** The media type its content was recognised as. */
    type: text('type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('attachments_ticket_id_idx').on(table.ticketId),
    index('attachments_blob_id_idx').on(table.blobId),
    index('attachments_response_id_idx').on(table.responseId),
    index('attachments_unattached_created_at_idx').on(table.createdAt).where(sql`ticket_id is null`),
  ],
);
