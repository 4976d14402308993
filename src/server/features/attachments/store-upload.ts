import { attachments } from '#server/db/attachments-schema.ts';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/database-errors.ts';
import { HttpError } from '#server/http/http-error.ts';
import { isRasterImage } from '#shared/attachment-limits.ts';
import type { UploadBody } from '#shared/schemas/attachments.ts';
import type { BlobStore, StagedBlob } from './blob-store.ts';
import { cleanFileName } from './clean-name.ts';
import { detectType, isText, onlyText, SNIFF_BYTES } from './file-types.ts';
import { reencodeImage } from './reencode-image.ts';
import { cappedBody, peek } from './upload-body.ts';
import { newUploadToken, uploadTokenHash } from './upload-token.ts';

export interface IncomingFile {
  body: ReadableStream<Uint8Array>;
  /** The Content-Length, NaN when the body is sent in chunks. */
  declaredBytes: number;
  name: string;
}

const emptyFile = () => new HttpError(400, 'bad_request', 'This file is empty.');

/** Records the upload, unattached; a second try covers two uploads of the same new content at once. */
async function record(
  db: Database,
  store: BlobStore,
  staged: StagedBlob,
  row: Omit<typeof attachments.$inferInsert, 'blobId'>,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.insert(attachments).values({ ...row, blobId: await store.keep(tx, staged) });
      });
    } catch (error) {
      if (attempt > 1 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Streams an uploaded file into the store: capped at the file limit, its type decided from its first
 * bytes, a raster image re-encoded on the way (which drops its metadata), text checked to the end.
 * Answers with the token that attaches it.
 */
export async function storeUpload(
  db: Database,
  store: BlobStore,
  file: IncomingFile,
  now: Date,
): Promise<UploadBody> {
  const name = cleanFileName(file.name);
  const { head, all } = await peek(cappedBody(file.body, file.declaredBytes), SNIFF_BYTES);
  if (head.byteLength === 0) throw emptyFile();
  const type = await detectType(head, name);
  const content = isRasterImage(type) ? reencodeImage(all, type) : isText(type) ? onlyText(all) : all;
  const staged = await store.stage(content);
  const token = newUploadToken();
  await record(db, store, staged, {
    uploadTokenHash: uploadTokenHash(token),
    name,
    type,
    size: staged.size,
    createdAt: now,
  });
  return { token, name, type, size: staged.size };
}
