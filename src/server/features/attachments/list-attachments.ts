import { asc, eq, inArray } from 'drizzle-orm';
import { attachments } from '#server/db/attachments-schema.ts';
import type { Database } from '#server/db/client.ts';
import type { Attachment } from '#shared/schemas/attachments.ts';
import { postgresBlobStore } from './postgres-blob-store.ts';

const listed = {
  id: attachments.id,
  ticketId: attachments.ticketId,
  responseId: attachments.responseId,
  name: attachments.name,
  type: attachments.type,
  size: attachments.size,
};

/** A ticket's files, the ticket's own and its replies', in upload order. The caller may read the ticket. */
export async function listAttachments(db: Database, ticketId: string): Promise<Attachment[]> {
  return db
    .select(listed)
    .from(attachments)
    .where(eq(attachments.ticketId, ticketId))
    .orderBy(asc(attachments.createdAt), asc(attachments.id))
    .then((rows) => rows.map(({ ticketId: _, ...file }) => file));
}

/** The files of several tickets, by ticket. */
export async function attachmentsOfTickets(
  db: Database,
  ticketIds: string[],
): Promise<Map<string, Attachment[]>> {
  const byTicket = new Map<string, Attachment[]>();
  if (ticketIds.length === 0) return byTicket;
  const rows = await db
    .select(listed)
    .from(attachments)
    .where(inArray(attachments.ticketId, ticketIds))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
  for (const { ticketId, ...file } of rows) {
    if (ticketId) byTicket.set(ticketId, [...(byTicket.get(ticketId) ?? []), file]);
  }
  return byTicket;
}

/** A file to hand over with its bytes (a customer's copy of their data). */
export interface StoredFile {
  id: string;
  ticketId: string;
  name: string;
  read: () => AsyncIterable<Uint8Array>;
}

/** The files of several tickets with a way to read each one's bytes, streamed from the store. */
export async function storedFilesOf(db: Database, ticketIds: string[]): Promise<StoredFile[]> {
  if (ticketIds.length === 0) return [];
  const store = postgresBlobStore(db);
  const rows = await db
    .select({
      id: attachments.id,
      ticketId: attachments.ticketId,
      name: attachments.name,
      blobId: attachments.blobId,
    })
    .from(attachments)
    .where(inArray(attachments.ticketId, ticketIds))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
  return rows.flatMap(({ ticketId, blobId, ...file }) =>
    ticketId ? [{ ...file, ticketId, read: () => store.read(blobId) }] : [],
  );
}

/** The names of one message's files joined for a notice: a reply's, or with a null `responseId` the ticket's own. */
export type FileNames = (ticketId: string, responseId: string | null) => string | undefined;

/**
 * The names of the files of `ticketIds` and their replies, read in one statement, each message's in
 * upload order; undefined for a message without files.
 */
export async function fileNamesOn(db: Database, ticketIds: readonly string[]): Promise<FileNames> {
  const rows =
    ticketIds.length === 0
      ? []
      : await db
          .select({
            ticketId: attachments.ticketId,
            responseId: attachments.responseId,
            name: attachments.name,
          })
          .from(attachments)
          .where(inArray(attachments.ticketId, [...ticketIds]))
          .orderBy(asc(attachments.createdAt), asc(attachments.id));
  const message = (ticketId: string | null, responseId: string | null) => `${ticketId}/${responseId}`;
  const names = new Map<string, string[]>();
  for (const row of rows) {
    const key = message(row.ticketId, row.responseId);
    names.set(key, [...(names.get(key) ?? []), row.name]);
  }
  return (ticketId, responseId) => names.get(message(ticketId, responseId))?.join(', ');
}
