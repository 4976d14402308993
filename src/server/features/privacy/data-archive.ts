import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { StoredFile } from '#server/features/attachments/index.ts';

/** One file of the archive beside my-data.json: where it goes, and its bytes, read when the archive reaches it. */
export interface ArchiveEntry {
  path: string;
  read: () => AsyncIterable<Uint8Array>;
}

/** Where a ticket's file sits in the archive: by ticket, its id first so two files of one name both fit. */
export function archivedFile(file: StoredFile): ArchiveEntry {
  return { path: `files/${file.ticketId}/${file.id}-${file.name}`, read: file.read };
}

/**
 * A ZIP of `json` (as my-data.json) and every entry, produced as the client reads it: each pull reads
 * the next chunk of a file, so the archive is never held whole. Files are stored as they are (most are
 * compressed already); the JSON is deflated.
 */
export function dataArchive(json: string, files: ArchiveEntry[]): ReadableStream<Uint8Array> {
  const ready: Uint8Array[] = [];
  let finished = false;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else ready.push(chunk);
    if (final) finished = true;
  });
  async function* steps() {
    const index = new ZipDeflate('my-data.json', { level: 6 });
    zip.add(index);
    index.push(new TextEncoder().encode(json), true);
    yield;
    for (const file of files) {
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      for await (const piece of file.read()) {
        entry.push(piece);
        yield;
      }
      entry.push(new Uint8Array(), true);
    }
    zip.end();
  }
  const pending = steps();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (ready.length === 0 && !finished && !failure) {
        if ((await pending.next()).done) break;
      }
      if (failure) return controller.error(failure);
      for (let chunk = ready.shift(); chunk; chunk = ready.shift()) controller.enqueue(chunk);
      if (finished) controller.close();
    },
    async cancel() {
      await pending.return(undefined);
    },
  });
}
