import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import type { MailKind } from '#shared/constants.ts';

/** The messages written to `recipient`, newest first. */
export async function mailsTo(db: Database, recipient: string, kind?: MailKind) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), kind && eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
}

/** The token of the newest `kind` message's main link to `recipient`, as its reader would click it. */
export async function latestLinkToken(db: Database, recipient: string, kind: MailKind): Promise<string> {
  const [mail] = await mailsTo(db, recipient, kind);
  const link = mail?.data?.link;
  if (!link) throw new Error(`no ${kind} message with a link to ${recipient}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`the ${kind} link has no token: ${link}`);
  return token;
}
