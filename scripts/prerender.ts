/**
 * Turns the Vite build into the pages the server sends: home and 404 rendered to HTML, plus the
 * empty app shell, each in English and French, written to dist/pages. Then precompresses the
 * static assets so the server can send them without compressing per request.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { escapeHtml } from '#server/site/html-escape.ts';
import { type PageKind, pageFileName } from '#server/site/site-pages.ts';
import { type Language, languages } from '#shared/language.ts';
import { siteConfigPlaceholders } from '#shared/site-config.ts';

const root = join(import.meta.dirname, '..');
const clientDir = join(root, 'dist/client');
const pagesDir = join(root, 'dist/pages');

type EntryServer = typeof import('../src/client/entry-server.tsx');
const entry: EntryServer = await import(pathToFileURL(join(root, 'dist/prerender/entry-server.js')).href);

interface ManifestChunk {
  file: string;
  src?: string;
  assets?: string[];
  dynamicImports?: string[];
}
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
);
const template = readFileSync(join(clientDir, 'index.html'), 'utf8');

function assetMatching(pattern: RegExp): string {
  const file = Object.values(manifest)
    .flatMap((chunk) => [chunk.file, ...(chunk.assets ?? [])])
    .find((name) => pattern.test(name));
  if (!file) throw new Error(`no built asset matches ${pattern}`);
  return `/${file}`;
}

const fontHref = assetMatching(/inter-latin-wght-normal-.*\.woff2$/);
const frenchCatalog = manifest['src/client/locales/fr/index.ts'];
if (!frenchCatalog) throw new Error('the French catalog is not a separate chunk');

function headExtras(language: Language): string {
  const links = [`<link rel="preload" href="${fontHref}" as="font" type="font/woff2" crossorigin>`];
  if (language === 'fr') links.push(`<link rel="modulepreload" href="/${frenchCatalog?.file}">`);
  return links.join('\n    ');
}

async function page(kind: PageKind, language: Language): Promise<string> {
  const { meta } = await entry.loadMessages(language);
  const product = siteConfigPlaceholders.productName;
  const title =
    kind === 'home'
      ? meta.homeTitle(product)
      : kind === 'not-found'
        ? meta.notFoundTitle(product)
        : meta.appTitle(product);
  const body = kind === 'shell' ? '' : await entry.renderPage(kind, language);
  return template
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace('%%PAGE_TITLE%%', escapeHtml(title))
    .replace('%%PAGE_DESCRIPTION%%', escapeHtml(meta.homeDescription(product)))
    .replace('</head>', `  ${headExtras(language)}\n  </head>`)
    .replace('<!--app-html-->', body);
}

mkdirSync(pagesDir, { recursive: true });
for (const kind of ['home', 'not-found', 'shell'] as const) {
  for (const language of languages) {
    writeFileSync(join(pagesDir, pageFileName(kind, language)), await page(kind, language));
  }
}
// The template is not a page anyone should receive.
rmSync(join(clientDir, 'index.html'));

const compressible = /\.(js|css|svg|txt|html|json)$/;
function precompress(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) precompress(path);
    else if (compressible.test(name)) {
      const content = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(`${path}.br`, brotliCompressSync(content));
    }
  }
}
precompress(clientDir);
console.log(`prerendered ${languages.length * 3} pages into dist/pages`);
