import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, type mailOutbox } from '#server/db/schema.ts';
import type { Env } from '#server/env.ts';
import { outboxMessageId, ticketThreadId } from './message-ids.ts';
import { replyAddress } from './reply-address.ts';
import { isAnswerable } from './reply-marker.ts';

type Row = Pick<typeof mailOutbox.$inferSelect, 'id' | 'kind' | 'ticketId' | 'recipient'>;

/** What nodemailer puts on a message besides its content. */
export interface ThreadHeaders {
  messageId: string;
  inReplyTo?: string;
  references?: string;
  replyTo?: string;
  headers: Record<string, string>;
}

/** The admin a message goes to, whose own reply address it carries. */
async function adminIdOf(db: Database, email: string): Promise<string | undefined> {
  const [admin] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  return admin?.id;
}

/**
 * A message's signed Message-ID, its ticket's thread, its reply address when it can be answered, and
 * what tells mail servers it is automatic (no auto-replies back) and how to stop it in one click.
 */
export async function threadHeaders(
  db: Database,
  env: Pick<Env, 'SUPPORT_ADDRESS'>,
  host: string,
  row: Row,
  turnOffLink: string | undefined,
): Promise<ThreadHeaders> {
  const headers: Record<string, string> = { 'Auto-Submitted': 'auto-generated' };
  if (turnOffLink) {
    headers['List-Unsubscribe'] = `<${turnOffLink}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const messageId = await outboxMessageId(db, host, row.id);
  if (!row.ticketId) return { messageId, headers };
  const thread = await ticketThreadId(db, host, row.ticketId);
  const threaded = { messageId, inReplyTo: thread, references: thread, headers };
  if (!env.SUPPORT_ADDRESS || !isAnswerable(env.SUPPORT_ADDRESS, row)) return threaded;
  const adminId = row.kind.startsWith('admin_') ? await adminIdOf(db, row.recipient) : undefined;
  return { ...threaded, replyTo: await replyAddress(db, env.SUPPORT_ADDRESS, row.ticketId, adminId) };
}
