import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { attachments } from '#server/db/schema-attachments.ts';
import type { Attachment } from '#shared/schemas/attachments.ts';

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
