// Builds the product if the sources changed, then serves it on a free port with a fresh data folder,
// the way `npm start` would.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIsStale } from '../../scripts/build-state.mjs';
import { E2E_ADMIN } from './e2e-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string | null;
  }
}

const root = join(import.meta.dirname, '../..');

export default async function setup(project: TestProject) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    if (process.env.E2E_REQUIRED === '1') {
      throw new Error(`E2E_REQUIRED=1 but no Chromium at ${chromiumPath} (apt-get install -y chromium)`);
    }
    console.warn(
      `\n${'!'.repeat(72)}\n  NO CHROMIUM at ${chromiumPath}: SKIPPING THE END-TO-END SUITE.\n` +
        `  Install it with 'apt-get install -y chromium' or set CHROMIUM_PATH.\n${'!'.repeat(72)}\n`,
    );
    project.provide('chromiumPath', null);
    project.provide('baseUrl', '');
    return;
  }
  project.provide('chromiumPath', chromiumPath);

  if (buildIsStale()) {
    console.log('e2e: building the product...');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'maple-e2e-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(baseUrl, server);
  project.provide('baseUrl', baseUrl);

  return async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitUntilHealthy(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`e2e server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGKILL');
  throw new Error('e2e server did not become healthy within 60 s');
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}
