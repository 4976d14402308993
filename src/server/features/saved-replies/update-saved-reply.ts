import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { savedReplies } from '#server/db/schema.ts';
import { type AuditActor, recordAudit } from '#server/features/audit/index.ts';
import { notFound } from '#server/http/http-error.ts';
import type { SavedReply, SavedReplyRequest } from '#shared/schemas/saved-replies.ts';

/** A saved reply as the API gives it. */
export const savedReplyColumns = {
  id: savedReplies.id,
  title: savedReplies.title,
  bodyEn: savedReplies.bodyEn,
  bodyFr: savedReplies.bodyFr,
};

export const noSuchReply = () => notFound('No such saved reply.');

/**
 * Replaces a saved reply's title and texts, with an audit entry naming its title and the fields that
 * changed; saving it unchanged writes nothing.
 */
export async function updateSavedReply(
  db: Database,
  id: string,
  values: SavedReplyRequest,
  actor: AuditActor,
  now: Date,
): Promise<SavedReply> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(savedReplyColumns)
      .from(savedReplies)
      .where(eq(savedReplies.id, id))
      .for('update');
    if (!before) throw noSuchReply();
    const fields = ['title', 'bodyEn', 'bodyFr'] as const;
    const changed = fields.filter((field) => values[field] !== before[field]);
    if (changed.length === 0) return before;
    await tx.update(savedReplies).set(values).where(eq(savedReplies.id, id));
    await recordAudit(tx, {
      kind: 'saved_reply.updated',
      actor,
      subject: { type: 'saved_reply', id },
      details: {
        title: values.title,
        ...(values.title !== before.title && { was: before.title }),
        changed: changed.join(', '),
      },
      at: now,
    });
    return { id, ...values };
  });
}
