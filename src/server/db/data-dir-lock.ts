import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who runs the embedded PostgreSQL server of a DATA_DIR, and where it listens. */
export interface DataDirOwner {
  pid: number;
  /** 'server' is `npm start`; 'tool' is `npm run admin` or `npm run seed` when no server was running. */
  role: 'server' | 'tool';
  port?: number;
}

const LOCK_FILE = 'postgres.lock';

export function isProcessAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Alive and running `command`: after a container restart a recorded pid may belong to another
 * program. Checked on Linux; elsewhere the pid alone is trusted.
 */
export function isProcessRunning(pid: number, command: string): boolean {
  if (!isProcessAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(command);
  } catch {
    return !existsSync('/proc');
  }
}

/** The live owner of `dataDir`, if any; a lock left by a killed process does not count. */
export function readDataDirOwner(dataDir: string): DataDirOwner | undefined {
  let owner: DataDirOwner;
  try {
    owner = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  return isProcessRunning(owner.pid, 'node') ? owner : undefined;
}

/**
 * Takes `dataDir` for this process. The exclusive create makes two processes starting at once
 * agree on one winner; a stale lock (its process is gone) is replaced.
 */
export function claimDataDir(dataDir: string, role: DataDirOwner['role']): DataDirLock | DataDirOwner {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      closeSync(openSync(path, 'wx', 0o600));
      const lock = new DataDirLock(path, { pid: process.pid, role });
      lock.write();
      return lock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readDataDirOwner(dataDir);
      if (owner) return owner;
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take ${path}: another process keeps recreating it.`);
}

export class DataDirLock {
  constructor(
    private readonly path: string,
    readonly owner: DataDirOwner,
  ) {}

  write(): void {
    writeFileSync(this.path, JSON.stringify(this.owner), { mode: 0o600 });
  }

  setPort(port: number): void {
    this.owner.port = port;
    this.write();
  }

  release(): void {
    rmSync(this.path, { force: true });
  }
}
