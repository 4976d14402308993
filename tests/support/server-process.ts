// Runs the built server (dist/server) as its own process on a free port, as `npm start` would.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

export interface ServerProcess {
  baseUrl: string;
  port: number;
  dataDir: string;
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
  stdio?: 'inherit' | 'ignore';
}

export async function startServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'maple-server-'));
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', options.stdio ?? 'inherit', options.stdio ?? 'inherit'],
  });
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
    process: child,
    stop,
    async dispose() {
      await stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
