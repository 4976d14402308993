import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerExpectingExit, startServer } from '#tests/support/server-process.ts';

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder of the embedded database', () => {
  it('is not touched by a second server: it exits non-zero saying the folder is in use', async () => {
    const first = await startServer({ stdio: 'ignore' });
    try {
      const second = await runServerExpectingExit(first.dataDir);
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(
        `DATA_DIR ${first.dataDir} is already in use by a running Maple AI server`,
      );
      expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      await first.dispose();
    }
  });

  it('that this user cannot write makes the server exit with a message saying so', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'maple-readonly-'));
    temporary.push(parent);
    const dataDir = join(parent, 'data');
    chmodSync(parent, 0o555);
    // root writes anywhere, so as root the server runs as the unprivileged `nobody`.
    const asNobody = process.getuid?.() === 0 ? { uid: 65_534, gid: 65_534 } : {};
    const run = await runServerExpectingExit(dataDir, asNobody);
    expect(run.code).toBe(1);
    expect(run.output).toContain(`DATA_DIR ${dataDir} is not writable by this user`);
  });
});
