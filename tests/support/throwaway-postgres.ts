// A private PostgreSQL 15 server that a test may stop and start again at will (never the machine's own,
// which other suites use), after /work/shared/recipes/throwaway-postgres.sh.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#server/db/embedded-postgres.ts';

const BIN = process.env.THROWAWAY_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Whether this machine has the PostgreSQL 15 binaries the throwaway server runs. */
export const throwawayPostgresAvailable = existsSync(join(BIN, 'postgres'));

export interface ThrowawayPostgres {
  /** The `app` database on it, as its only role `postgres` (trust on loopback). */
  url: string;
  /** Starts it again on the same port and data after a stop. */
  start(): Promise<void>;
  /** A fast shutdown (SIGINT): open transactions roll back, every connection is closed. */
  stop(): Promise<void>;
  /** Stops it and deletes its files. */
  remove(): Promise<void>;
}

/** PostgreSQL refuses to run as root: then the server runs as the `postgres` system user. */
function asPostgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'maple-throwaway-pg-'));
  const owner = asPostgresUser();
  if (owner.uid !== undefined) chownSync(dir, owner.uid, owner.gid ?? owner.uid);
  const data = join(dir, 'data');
  execFileSync(join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust'], {
    ...owner,
    stdio: 'ignore',
  });
  const port = await freePort();
  let server: ChildProcess | undefined;

  const start = async () => {
    // Its own process group (detached), so a signal meant for the tests never reaches it, and back.
    const child = spawn(
      join(BIN, 'postgres'),
      ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
      { ...owner, detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    server = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
        output = (output + chunk).slice(-4_000);
        if (output.includes('database system is ready to accept connections')) resolve();
      });
      child.once('exit', (code, signal) =>
        reject(new Error(`postgres exited (${signal ?? code}):\n${output}`)),
      );
    });
  };
  const stop = async () => {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      process.kill(-(child.pid ?? 0), 'SIGINT');
    });
  };

  await start();
  const psql = (sql: string) =>
    execFileSync(join(BIN, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-qc', sql], {
      stdio: 'ignore',
    });
  psql('create database app');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/app`,
    start,
    stop,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
