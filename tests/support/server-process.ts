// Runs the built server (dist/server) as its own process on a free port, as `npm start` would.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '#server/db/embedded-postgres.ts';

const root = join(import.meta.dirname, '../..');

export interface ServerProcess {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The database it uses instead of the embedded one, if any. */
  databaseUrl: string | undefined;
  process: ChildProcess;
  /** SIGTERM and wait for the exit; `signal: 'SIGKILL'` for crash tests. Keeps the data folder. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** stop() and delete the data folder. */
  dispose(): Promise<void>;
}

export interface ServerOptions {
  env?: Record<string, string>;
  /** Reuse a data folder (restart tests); a fresh temporary one by default. */
  dataDir?: string;
  port?: number;
  /** Where the server's output goes; 'inherit' by default. */
  stdio?: 'inherit' | 'ignore' | 'pipe';
  /** Given every piece of the server's output from its start (stdio 'pipe'). */
  output?: (chunk: string) => void;
}

function spawnServer(dataDir: string, port: number, options: ServerOptions & SpawnOptions) {
  return spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    uid: options.uid,
    gid: options.gid,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', options.stdio ?? 'inherit', options.stdio ?? 'inherit'],
  });
}

export async function startServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'maple-server-'));
  const port = options.port ?? (await freePort());
  const child = spawnServer(dataDir, port, options.output ? { ...options, stdio: 'pipe' } : options);
  if (options.output) {
    child.stdout?.setEncoding('utf8').on('data', options.output);
    child.stderr?.setEncoding('utf8').on('data', options.output);
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => stopProcess(child, signal);
  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    port,
    dataDir,
    databaseUrl: options.env?.DATABASE_URL || undefined,
    process: child,
    stop,
    async dispose() {
      await stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface SpawnOptions {
  uid?: number;
  gid?: number;
}

/** Runs a server that is expected to refuse to start; resolves with its exit code and output. */
export async function runServerExpectingExit(
  dataDir: string,
  options: { env?: Record<string, string> } & SpawnOptions = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(dataDir, await freePort(), { ...options, stdio: 'pipe' });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy within 60 s');
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
