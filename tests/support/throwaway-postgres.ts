// A private PostgreSQL 15 server that a fault test may stop, kill and restart at will: its own data folder,
// port and process group, on 127.0.0.1 only; never the machine's own server, which other suites use.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import postgres from 'postgres';
import { freePort } from '#server/db/embedded-postgres.ts';

const BIN = '/usr/lib/postgresql/15/bin';
const READY_TIMEOUT_MS = 60_000;

/** Whether this machine has PostgreSQL 15's server programs (Debian's postgresql-15; CI has them). */
export const postgres15Available = existsSync(join(BIN, 'postgres'));

export interface ThrowawayPostgres {
  /** A superuser URL of the `app` database. */
  url: string;
  port: number;
  /** Starts the server again after stop() or kill(), recovering from its write-ahead log. */
  start(): Promise<void>;
  /** A fast shutdown (SIGINT), as `pg_ctl stop` or a managed service's restart: transactions roll back. */
  stop(): Promise<void>;
  /** SIGKILL of the postmaster alone, as the OOM killer would; its backends follow it out. */
  kill(): Promise<void>;
  /** Stops whatever is left of it and deletes its folder. */
  remove(): Promise<void>;
}

/** As root, the server runs as the `postgres` user (it refuses root), which must own its folder. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
  return { uid, gid };
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function untilAnswering(url: string, child: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`PostgreSQL 15 exited at start-up (${child.signalCode ?? child.exitCode})`);
    const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await sql`select 1`;
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    } finally {
      await sql.end({ timeout: 1 });
    }
    await delay(100);
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'maple-pg15-'));
  const data = join(dir, 'data');
  const user = serverUser();
  if (user) chownSync(dir, user.uid, user.gid);
  execFileSync(join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--encoding=UTF8'], {
    ...user,
    stdio: 'ignore',
  });
  const port = await freePort();
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | undefined;

  const start = async () => {
    // A killed postmaster's backends may still hold its shared memory for a moment: try again until free.
    for (let attempt = 0; ; attempt++) {
      child = spawn(
        join(BIN, 'postgres'),
        ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'],
        { ...user, detached: true, stdio: ['ignore', 'ignore', openSync(join(dir, 'server.log'), 'a')] },
      );
      try {
        await untilAnswering(serverUrl, child);
        return;
      } catch (error) {
        if (attempt >= 20) throw error;
        await waitForExit(child);
        await delay(250);
      }
    }
  };
  const signal = async (name: NodeJS.Signals) => {
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    process.kill(child.pid, name);
    await waitForExit(child);
  };

  await start();
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin`create database app`;
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/app`,
    port,
    start,
    stop: () => signal('SIGINT'),
    kill: () => signal('SIGKILL'),
    async remove() {
      if (child?.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
        await waitForExit(child);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
