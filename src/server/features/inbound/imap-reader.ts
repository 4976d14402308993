import { setTimeout as delay } from 'node:timers/promises';
import { ImapFlow } from 'imapflow';
import pLimit from 'p-limit';
import postgres from 'postgres';
import type { AppDeps, MailboxHealth } from '#server/app-env.ts';
import { isDatabaseUnavailable } from '#server/db/database-errors.ts';
import { imapMailbox } from './imap-options.ts';
import { MESSAGE_MAX_BYTES } from './message-limits.ts';
import { storeInbound } from './store-inbound.ts';

/** The advisory lock only the reading instance holds ('inbx' in ASCII). */
const READER_LOCK = 0x696e6278;

export interface ImapReaderOptions {
  imapUrl: string;
  processedFolder: string;
  databaseUrl: string;
  /** How often an instance without the lock tries to take it, and waits before reconnecting. */
  retryMs?: number;
}

export interface ImapReader {
  health(): MailboxHealth;
  stop(): Promise<void>;
}

/** How much one FETCH brings: a burst of small replies costs an IMAP round trip a batch, not one each. */
const FETCH_BATCH = { messages: 50, bytes: 4 * 1024 * 1024 };

/** Messages stored at once, each in its own statement: a store waits for the database, not the CPU. */
const STORES_AT_ONCE = 4;

interface Listed {
  uid: number;
  size: number;
}

/**
 * The mailbox's messages in the batches they are fetched in, in order: whole up to FETCH_BATCH, and
 * those larger than the raw route takes by their header block only (they are listed as refused, and
 * stay whole in the processed folder).
 */
function fetchBatches(messages: readonly Listed[]) {
  const batches: { tooLarge: boolean; uids: number[]; bytes: number }[] = [];
  for (const { uid, size } of messages) {
    const tooLarge = size > MESSAGE_MAX_BYTES;
    const last = batches.at(-1);
    const joins =
      last &&
      last.tooLarge === tooLarge &&
      last.uids.length < FETCH_BATCH.messages &&
      (tooLarge || last.bytes + size <= FETCH_BATCH.bytes);
    if (joins) {
      last.uids.push(uid);
      last.bytes += size;
    } else batches.push({ tooLarge, uids: [uid], bytes: size });
  }
  return batches;
}

/**
 * Stores every message in the mailbox, each on its own, then marks those stored seen and moves them to
 * the processed folder: the database owns them from then on (their jobs process them). A message that
 * cannot be fetched or stored stays in the mailbox, tried again at the next read, and holds up no other.
 * One stored before a crash and read again is not stored twice (its UID and Message-ID are unique), only
 * moved.
 */
async function drain(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  client: ImapFlow,
  path: string,
  processed: string,
) {
  const mailbox = client.mailbox;
  if (!mailbox || mailbox.exists === 0) return;
  const listed = await client.fetchAll('1:*', { uid: true, size: true });
  const stored: number[] = [];
  const storing = pLimit(STORES_AT_ONCE);
  const leftInMailbox = (error: unknown, uid: number) => {
    if (isDatabaseUnavailable(error) || !client.usable) throw error;
    deps.logger.warn({ err: error, uid }, 'a received message could not be stored; it stays in the mailbox');
  };
  for (const batch of fetchBatches(listed.map(({ uid, size }) => ({ uid, size: size ?? 0 })))) {
    const query = batch.tooLarge ? { headers: true } : { source: true };
    const fetched = await client
      .fetchAll(batch.uids.join(','), { uid: true, ...query }, { uid: true })
      .catch((error: unknown) => leftInMailbox(error, batch.uids[0] ?? 0));
    const raws = new Map((fetched ?? []).map((message) => [message.uid, message]));
    const storeOne = async (uid: number) => {
      const message = raws.get(uid);
      const raw = batch.tooLarge ? message?.headers : message?.source;
      try {
        if (!raw) throw new Error(`message ${uid} could not be fetched`);
        await storeInbound(deps.db, {
          source: 'imap',
          sourceKey: `imap:${path}:${mailbox.uidValidity}:${uid}`,
          raw,
          ...(batch.tooLarge && { refusal: 'message_too_large' as const }),
        });
        stored.push(uid);
      } catch (error) {
        leftInMailbox(error, uid);
      }
    };
    await Promise.all(batch.uids.map((uid) => storing(() => storeOne(uid))));
  }
  if (stored.length === 0) return;
  stored.sort((a, b) => a - b);
  const uids = stored.join(',');
  const moved =
    (await client.messageFlagsAdd(uids, ['\\Seen'], { uid: true })) &&
    (await client.messageMove(uids, processed, { uid: true }));
  if (!moved) throw new Error(`read mail could not be moved to ${processed}`);
}

/**
 * Reads the mailbox until the connection closes or `stopped` fires, IDLE telling of new mail. A read that
 * fails closes the connection, so the caller reconnects and reads the mailbox again.
 */
async function readMailbox(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  options: ImapReaderOptions,
  stopped: AbortSignal,
  reading: () => void,
) {
  const { options: connection, path } = imapMailbox(options.imapUrl);
  const client = new ImapFlow(connection);
  const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
  client.on('error', (error: Error) => deps.logger.warn({ err: error }, 'IMAP connection failed'));
  await client.connect();
  const stop = () => void client.logout().catch(() => client.close());
  stopped.addEventListener('abort', stop, { once: true });
  try {
    await client.mailboxCreate(options.processedFolder).catch(() => undefined);
    await client.mailboxOpen(path);
    let draining = Promise.resolve();
    const drainInTurn = () => {
      draining = draining
        .then(() => drain(deps, client, path, options.processedFolder))
        .catch((error: unknown) => {
          deps.logger.warn({ err: error }, 'reading new mail failed; reconnecting');
          client.close();
        });
      return draining;
    };
    client.on('exists', drainInTurn);
    await drainInTurn();
    reading();
    deps.logger.info({ mailbox: path }, 'reading replies by email (IMAP IDLE)');
    await closed;
  } finally {
    stopped.removeEventListener('abort', stop);
    client.close();
  }
}

/**
 * Reads IMAP_URL's mailbox while this instance holds the reader lock, on a connection of its own: when
 * the instance dies its connection closes, the lock goes with it, and another instance takes over.
 */
export function startImapReader(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  options: ImapReaderOptions,
): ImapReader {
  const retryMs = options.retryMs ?? 5000;
  const lockConnection = postgres(options.databaseUrl, { max: 1, idle_timeout: 0, onnotice: () => {} });
  const stopping = new AbortController();
  let health: MailboxHealth = { status: 'starting', since: new Date() };
  const become = (status: MailboxHealth['status']) => {
    if (health.status !== status) health = { status, since: new Date() };
  };
  const run = async () => {
    while (!stopping.signal.aborted) {
      try {
        const [row] = await lockConnection`select pg_try_advisory_lock(${READER_LOCK}) as locked`;
        if (row?.locked) {
          await readMailbox(deps, options, stopping.signal, () => become('reading')).finally(() =>
            lockConnection`select pg_advisory_unlock(${READER_LOCK})`.catch(() => undefined),
          );
          become('reconnecting');
        } else become('standby');
      } catch (error) {
        become('reconnecting');
        deps.logger.warn({ err: error }, 'reading the mailbox failed; trying again');
      }
      await delay(retryMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  };
  const running = run();
  return {
    health: () => health,
    async stop() {
      stopping.abort();
      await running;
      await lockConnection.end();
    },
  };
}
