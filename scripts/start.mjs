// `npm start`: builds when dist/ is missing or older than the sources, then runs the server.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale } from './build-state.mjs';

const root = join(import.meta.dirname, '..');
// React (which renders every email) picks its development build, twice as slow, unless told otherwise.
process.env.NODE_ENV ??= 'production';
if (buildIsStale()) {
  console.log('Building the site (first start or changed sources)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
// Under `npm start`, a SIGTERM sent to npm (as `docker stop` or a process manager sends it) ends npm without
// passing it on: this process is then left to its init. Seeing its parent gone, it stops as if signalled.
if (process.env.npm_lifecycle_event === 'start') {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 500);
  watch.unref();
}
await import(pathToFileURL(join(root, 'dist/server/index.js')).href);
