import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, gte } from 'drizzle-orm';
import { blobChunks, blobs } from '#server/db/attachments-schema.ts';
import type { Database } from '#server/db/client.ts';
import type { BlobStore, StagedBlob } from './blob-store.ts';

/** Bytes per chunk row: what one request holds in memory while it writes or reads a file. */
export const CHUNK_BYTES = 256 * 1024;

/** Chunks fetched per query while reading, and written per statement. */
const CHUNKS_PER_QUERY = 4;

/** Cuts whatever sizes arrive into chunks of exactly CHUNK_BYTES (the last one shorter). */
async function* rechunk(source: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of source) {
    let rest = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (pendingBytes + rest.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - pendingBytes;
      yield Buffer.concat([...pending, rest.subarray(0, take)]);
      rest = rest.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (rest.length > 0) {
      pending.push(Buffer.from(rest));
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/** The chunks in groups of `size` (the last one smaller). */
async function* grouped(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer[]> {
  let group: Buffer[] = [];
  for await (const chunk of source) {
    group.push(chunk);
    if (group.length === size) {
      yield group;
      group = [];
    }
  }
  if (group.length > 0) yield group;
}

export function postgresBlobStore(db: Database): BlobStore {
  return {
    async stage(source) {
      const id = randomUUID();
      await db.insert(blobs).values({ id, size: 0 });
      const hash = createHash('sha256');
      let size = 0;
      let seq = 0;
      try {
        // Each statement commits on its own (docs/decisions/attachment-storage-in-postgres.md): fewer, larger ones write faster.
        for await (const group of grouped(rechunk(source), CHUNKS_PER_QUERY)) {
          for (const chunk of group) {
            hash.update(chunk);
            size += chunk.length;
          }
          await db.insert(blobChunks).values(group.map((data) => ({ blobId: id, seq: seq++, data })));
        }
      } catch (error) {
        await db.delete(blobs).where(eq(blobs.id, id));
        throw error;
      }
      await db.update(blobs).set({ size }).where(eq(blobs.id, id));
      return { id, sha256: hash.digest('hex'), size };
    },

    async keep(tx, staged: StagedBlob) {
      const [existing] = await tx
        .select({ id: blobs.id })
        .from(blobs)
        .where(eq(blobs.sha256, staged.sha256))
        .for('update');
      if (!existing) {
        await tx.update(blobs).set({ sha256: staged.sha256 }).where(eq(blobs.id, staged.id));
        return staged.id;
      }
      await tx.delete(blobs).where(eq(blobs.id, staged.id));
      return existing.id;
    },

    async *read(blobId) {
      for (let seq = 0; ; seq += CHUNKS_PER_QUERY) {
        const rows = await db
          .select({ data: blobChunks.data })
          .from(blobChunks)
          .where(and(eq(blobChunks.blobId, blobId), gte(blobChunks.seq, seq)))
          .orderBy(asc(blobChunks.seq))
          .limit(CHUNKS_PER_QUERY);
        for (const row of rows) yield row.data;
        if (rows.length < CHUNKS_PER_QUERY) return;
      }
    },
  };
}
