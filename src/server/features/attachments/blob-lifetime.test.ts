import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments, blobChunks, blobs } from '#server/db/attachments-schema.ts';
import { tickets } from '#server/db/schema.ts';
import { insertTicket } from '#tests/support/fixtures.ts';
import { noise } from '#tests/support/sample-files.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { attachUploads } from './attach-uploads.ts';
import { CHUNK_BYTES, postgresBlobStore } from './postgres-blob-store.ts';
import { purgeUnattachedUploads, UNATTACHED_LIFETIME_MS } from './purge-unattached.ts';
import { storeUpload } from './store-upload.ts';

const { db, clock } = await createTestApp();
const store = postgresBlobStore(db);

/** In pieces of odd sizes, as a network delivers them. */
async function* pieces(bytes: Uint8Array) {
  for (let at = 0; at < bytes.length; at += 70_001) yield bytes.subarray(at, at + 70_001);
}

function bodyOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

async function upload(name: string, text: string) {
  const bytes = Buffer.from(text);
  return storeUpload(db, store, { body: bodyOf(bytes), declaredBytes: bytes.length, name }, clock.now());
}

async function readAll(blobId: string): Promise<Buffer> {
  const pieces: Uint8Array[] = [];
  for await (const piece of store.read(blobId)) pieces.push(piece);
  return Buffer.concat(pieces);
}

describe('the PostgreSQL blob store', () => {
  it('writes a file in chunks and reads the same bytes back', async () => {
    const bytes = noise(CHUNK_BYTES * 3 + 1234);
    const staged = await store.stage(pieces(bytes));
    const chunks = await db
      .select({ seq: blobChunks.seq })
      .from(blobChunks)
      .where(eq(blobChunks.blobId, staged.id));
    expect(chunks.map((chunk) => chunk.seq)).toEqual([0, 1, 2, 3]);
    expect(staged.size).toBe(bytes.length);
    expect((await readAll(staged.id)).equals(bytes)).toBe(true);
  });
});

describe('how long a file is kept', () => {
  it('keeps a blob two tickets share until neither needs it', async () => {
    const first = await insertTicket(db, { email: 'ada@example.com' });
    const second = await insertTicket(db, { email: 'bob@example.com' });
    const a = await upload('a.txt', 'shared bytes\n');
    const b = await upload('b.txt', 'shared bytes\n');
    await db.transaction((tx) => attachUploads(tx, [a.token], { ticketId: first.id, responseId: null }));
    await db.transaction((tx) => attachUploads(tx, [b.token], { ticketId: second.id, responseId: null }));
    const blobCount = await db.$count(blobs);
    await db.delete(tickets).where(eq(tickets.id, first.id));
    expect(await db.$count(blobs)).toBe(blobCount);
    await db.delete(tickets).where(eq(tickets.id, second.id));
    expect(await db.$count(blobs)).toBe(blobCount - 1);
  });

  it('removes an upload never attached once its lifetime is over, and its bytes', async () => {
    await db.delete(attachments);
    await upload('forgotten.txt', 'never sent\n');
    expect(await purgeUnattachedUploads(db, clock.now())).toBe(0);
    clock.advance(UNATTACHED_LIFETIME_MS + 1000);
    expect(await purgeUnattachedUploads(db, clock.now())).toBe(1);
    expect(await db.$count(attachments)).toBe(0);
    expect(await db.$count(blobChunks)).toBe(0);
  });
});
