import { createHash, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { attachments, blobChunks, blobs } from '#server/db/attachments-schema.ts';
import type { Database } from '#server/db/client.ts';
import type { UploadBody } from '#shared/schemas/attachments.ts';
import type { ApiClient } from './api-client.ts';

/** Uploads `bytes` as `name` and answers the stored file, failing the test on a refusal. */
export async function uploaded(caller: ApiClient, name: string, bytes: Uint8Array): Promise<UploadBody> {
  const response = await caller.request<{ upload: UploadBody }>(
    'POST',
    `/api/uploads?name=${encodeURIComponent(name)}`,
    bytes,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.upload;
}

/** A file's bytes as the caller downloads them, with the answer. */
export async function downloaded(caller: ApiClient, id: string, headers: Record<string, string> = {}) {
  const response = await caller.fetch('GET', `/api/attachments/${id}`, undefined, headers);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A stored file on `ticketId`, written straight to the tables, for tests about who may read it. */
export async function insertAttachment(db: Database, ticketId: string, text = 'A log line\n') {
  const bytes = Buffer.from(text);
  const [blob] = await db
    .insert(blobs)
    .values({
      sha256: createHash('sha256').update(bytes).update(randomUUID()).digest('hex'),
      size: bytes.length,
    })
    .returning({ id: blobs.id });
  if (!blob) throw new Error('blob insert returned no row');
  await db.insert(blobChunks).values({ blobId: blob.id, seq: 0, data: bytes });
  const [attachment] = await db
    .insert(attachments)
    .values({
      blobId: blob.id,
      uploadTokenHash: randomUUID(),
      ticketId,
      name: 'log.txt',
      type: 'text/plain',
      size: bytes.length,
    })
    .returning({ id: attachments.id });
  if (!attachment) throw new Error('attachment insert returned no row');
  return attachment;
}
