import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { StoredFile } from '#server/features/attachments/index.ts';

/** Where a file sits in the archive: by ticket, its id first so two files of one name both fit. */
export function archivedPath(file: Pick<StoredFile, 'id' | 'ticketId' | 'name'>): string {
  return `files/${file.ticketId}/${file.id}-${file.name}`;
}

/**
 * A ZIP of `json` (as my-data.json) and every file, produced as the client reads it: each pull reads
 * the next chunk of a file, so the archive is never held whole. Files are stored as they are (most are
 * compressed already); the JSON is deflated.
 */
export function dataArchive(json: string, files: StoredFile[]): ReadableStream<Uint8Array> {
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
      const entry = new ZipPassThrough(archivedPath(file));
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
