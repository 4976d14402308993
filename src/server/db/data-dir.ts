import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Creates DATA_DIR if needed and proves this user can write in it; otherwise a message saying what to do. */
export function ensureWritableDataDir(dataDir: string): string {
  const absolute = resolve(dataDir);
  const probe = join(absolute, `.write-test-${process.pid}`);
  try {
    mkdirSync(absolute, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(
      `DATA_DIR ${absolute} is not writable by this user (${code}). ` +
        'Fix its permissions, or set DATA_DIR to a folder this user can write.',
    );
  }
  return absolute;
}
