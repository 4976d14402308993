import { and, inArray, isNull } from 'drizzle-orm';
import { attachments } from '#server/db/attachments-schema.ts';
import type { Database } from '#server/db/client.ts';
import { HttpError } from '#server/http/http-error.ts';
import { attachmentLimits } from '#shared/attachment-limits.ts';
import { uploadTokenHash } from './upload-token.ts';

/** Where uploaded files go: a ticket's own files, or one reply's. */
export interface AttachTarget {
  ticketId: string;
  responseId: string | null;
}

const tooManyFiles = () =>
  new HttpError(
    400,
    'too_many_files',
    `At most ${attachmentLimits.messageFiles} files can be sent with a message.`,
  );

const messageTooLarge = () =>
  new HttpError(413, 'message_too_large', 'The files of one message may not exceed 20 MB together.');

const uploadNotFound = () =>
  new HttpError(
    400,
    'upload_not_found',
    'A file is no longer waiting to be sent (uploaded over a day ago, or already sent): add it again.',
  );

/**
 * Attaches the uploads whose tokens the message carries, in `tx`, the transaction that writes the
 * message: a token that is unknown or already used, or too many files or bytes, refuses the whole
 * message (it rolls back). Returns the attached files' names.
 */
export async function attachUploads(
  tx: Database,
  tokens: readonly string[],
  target: AttachTarget,
): Promise<string[]> {
  const hashes = [...new Set(tokens.map(uploadTokenHash))];
  if (hashes.length === 0) return [];
  if (hashes.length > attachmentLimits.messageFiles) throw tooManyFiles();
  const attached = await tx
    .update(attachments)
    .set(target)
    .where(and(inArray(attachments.uploadTokenHash, hashes), isNull(attachments.ticketId)))
    .returning({ name: attachments.name, size: attachments.size });
  if (attached.length !== hashes.length) throw uploadNotFound();
  const bytes = attached.reduce((sum, file) => sum + file.size, 0);
  if (bytes > attachmentLimits.messageBytes) throw messageTooLarge();
  return attached.map((file) => file.name);
}
