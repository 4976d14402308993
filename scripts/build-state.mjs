// Whether dist/ is older than the sources it is built from; shared by `npm start` and the e2e setup.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const inputs = [
  'src',
  'index.html',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'scripts/prerender.ts',
];
const outputs = ['dist/server/index.js', 'dist/pages/home.en.html'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function buildIsStale() {
  const built = Math.min(...outputs.map((file) => newestMtime(join(root, file))));
  if (built === 0) return true;
  return Math.max(...inputs.map((input) => newestMtime(join(root, input)))) > built;
}
