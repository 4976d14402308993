// `npm start`: builds when dist/ is missing or older than the sources, then runs the server.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale } from './build-state.mjs';

const root = join(import.meta.dirname, '..');
if (buildIsStale()) {
  console.log('Building the site (first start or changed sources)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import(pathToFileURL(join(root, 'dist/server/index.js')).href);
