import type { Database } from '#server/db/client.ts';
import { HttpError } from '#server/http/http-error.ts';
import { attachmentLimits } from '#shared/attachment-limits.ts';
import { cleanFileName } from './clean-name.ts';
import { postgresBlobStore } from './postgres-blob-store.ts';
import { storeUpload } from './store-upload.ts';

/** A file that came with a received message, already decoded from it. */
export interface MailedFile {
  name: string;
  content: Buffer;
}

/** Why a mailed file was left out: the codes an upload is refused with. */
export type RefusalCode = 'file_type_not_allowed' | 'file_too_large' | 'too_many_files' | 'message_too_large';

export interface RefusedFile {
  name: string;
  code: RefusalCode;
}

const refusalCodes = new Set<string>(['file_type_not_allowed', 'file_too_large']);

class OverMessageLimit extends Error {}

/**
 * Stores a received message's files in `tx` as uploads do (type by content, size, clean name, images
 * re-encoded), each in a savepoint of its own: a file refused, or one past the message's count or bytes,
 * is rolled back and named, and the others still go. Answers the tokens that attach the kept ones.
 */
export async function storeMailedFiles(
  tx: Database,
  files: readonly MailedFile[],
  now: Date,
): Promise<{ tokens: string[]; refused: RefusedFile[] }> {
  const tokens: string[] = [];
  const refused: RefusedFile[] = [];
  let bytes = 0;
  const refuse = (file: MailedFile, code: RefusalCode) =>
    refused.push({ name: cleanFileName(file.name), code });
  for (const [index, file] of files.entries()) {
    if (file.content.length === 0) continue;
    if (tokens.length === attachmentLimits.messageFiles) {
      refuse(file, 'too_many_files');
      continue;
    }
    try {
      const upload = await tx.transaction(async (savepoint) => {
        const stored = await storeUpload(
          savepoint,
          postgresBlobStore(savepoint),
          {
            body: new Blob([new Uint8Array(file.content)]).stream(),
            declaredBytes: file.content.length,
            name: file.name,
          },
          // Files are listed in the order they were stored: a message's keep the order they came in.
          new Date(now.getTime() + index),
        );
        if (bytes + stored.size > attachmentLimits.messageBytes) throw new OverMessageLimit();
        return stored;
      });
      tokens.push(upload.token);
      bytes += upload.size;
    } catch (error) {
      if (error instanceof OverMessageLimit) refuse(file, 'message_too_large');
      else if (error instanceof HttpError && refusalCodes.has(error.code))
        refuse(file, error.code as RefusalCode);
      else throw error;
    }
  }
  return { tokens, refused };
}
