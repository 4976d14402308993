import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import { storableText } from '#server/storable-text.ts';
import type { ReadMail } from './read-mail.ts';

/** Threads that read mail: two, so that one slow message does not hold the next one up. */
const THREADS = 2;
/** A message's parse holds a few times its size; past this the thread stops and the message is refused. */
const THREAD_HEAP_MB = 512;
const IDLE_MS = 60_000;
const ERROR_MAX = 500;

/** What became of reading a message: read, over its time budget, or refused by the parser. */
export type MailReading = { read: ReadMail } | { slow: true } | { unreadable: string };

let pool: { threads: Piscina; turns: ReturnType<typeof pLimit> } | undefined;

/** The thread's module: the built one beside the server's bundle, or the source under tsx. */
function threadModule(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  return here.endsWith('.ts')
    ? { filename: new URL('./read-mail-thread.ts', here).href, execArgv: ['--import', 'tsx'] }
    : { filename: new URL('./read-mail-thread.js', here).href, execArgv: [] };
}

function readingPool() {
  pool ??= {
    threads: new Piscina({
      ...threadModule(),
      maxThreads: THREADS,
      minThreads: 0,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    }),
    // The budget starts when a thread takes the message, not while it waits for one.
    turns: pLimit(THREADS),
  };
  return pool;
}

/** Structured cloning makes a Buffer a plain Uint8Array: the files are Buffers again. */
function withBuffers(read: ReadMail): ReadMail {
  return {
    ...read,
    parts: read.parts.map((part) => ({
      ...part,
      content: Buffer.from(part.content.buffer, part.content.byteOffset, part.content.byteLength),
    })),
  };
}

/**
 * Reads `raw` on a worker thread within `budgetMs`: a message that takes longer stops its thread (the
 * event loop never waits on it), and one the parser refuses says why.
 */
export function readMailOffThread(raw: Buffer, budgetMs: number): Promise<MailReading> {
  const { threads, turns } = readingPool();
  return turns(async () => {
    const signal = AbortSignal.timeout(budgetMs);
    try {
      return { read: withBuffers(await threads.run(new Uint8Array(raw), { signal })) };
    } catch (error) {
      if (signal.aborted) return { slow: true };
      return { unreadable: storableText(error instanceof Error ? error.message : String(error), ERROR_MAX) };
    }
  });
}

/** Stops the threads (at shutdown). */
export async function stopReadingMail(): Promise<void> {
  const stopping = pool;
  pool = undefined;
  await stopping?.threads.destroy();
}
