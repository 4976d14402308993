import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { buildIsStale } from '#scripts/build-state.mjs';

/** Builds dist/ when the sources are newer, for suites that run the built server. */
export function buildProductIfStale(): void {
  if (!buildIsStale()) return;
  console.log('tests: building the product...');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execSync('npm run build', {
    cwd: join(import.meta.dirname, '../..'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
