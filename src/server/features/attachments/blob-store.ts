import type { Database } from '#server/db/client.ts';

/** Bytes written but not yet kept: their hash and size, known once the last chunk is in. */
export interface StagedBlob {
  id: string;
  sha256: string;
  size: number;
}

/**
 * Where files' bytes live, content addressed (attachment-storage-in-postgres.md). A write is staged
 * outside any transaction, chunk by chunk; `keep` then makes it the blob of its content inside the
 * transaction that records what uses it, reusing an earlier copy of the same bytes. An S3-compatible
 * bucket could implement the same three calls, `blobs` staying the table of what is stored.
 */
export interface BlobStore {
  stage(source: AsyncIterable<Uint8Array>): Promise<StagedBlob>;
  /** The id of the blob holding `staged`'s bytes: `staged` itself, or an older copy (then `staged` goes). */
  keep(tx: Database, staged: StagedBlob): Promise<string>;
  /** The bytes, a chunk at a time. */
  read(blobId: string): AsyncIterable<Uint8Array>;
}
