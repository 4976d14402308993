/**
 * Turns the Vite build into the pages the server sends: home and 404 rendered to HTML, plus the
 * empty app shell, each in English and French, written to dist/pages. Then precompresses the
 * static assets so the server can send them without compressing per request.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { escapeHtml } from '#server/site/html-escape.ts';
import { type PageKind, pageFileName } from '#server/site/site-pages.ts';
import { type Language, languages } from '#shared/language.ts';
import { siteConfigPlaceholders } from '#shared/site-config.ts';

const root = join(import.meta.dirname, '..');
const clientDir = join(root, 'dist/client');
const pagesDir = join(root, 'dist/pages');

type EntryServer = typeof import('../src/client/entry-server.tsx');
const entry: EntryServer = await import(pathToFileURL(join(root, 'dist/prerender/entry-server.js')).href);

const template = readFileSync(join(clientDir, 'index.html'), 'utf8');

interface ManifestChunk {
  css?: string[];
}
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
);
const appStylesheet = manifest['src/client/app/start-app.tsx']?.css?.[0];
if (!appStylesheet) throw new Error('the app chunk has no stylesheet in the manifest');

/** Reads the built stylesheet from dist/client; nothing is fetched. */
const beasties = new Beasties({
  path: clientDir,
  publicPath: '/',
  logLevel: 'warn',
  reduceInlineStyles: false,
});

/**
 * A prerendered page carries the rules its own markup uses inline, so the first paint needs nothing
 * but the HTML. The whole stylesheet arrives with the app's code, which needs it for what it opens
 * (dialogs, the chat's answers); the app shell has nothing to style before then.
 */
async function withCriticalCss(html: string): Promise<string> {
  const link = `<link rel="stylesheet" href="/${appStylesheet}">`;
  const processed = await beasties.process(html.replace('</head>', `${link}</head>`));
  // Beasties keeps the stylesheet for later (a link, its preload, a noscript copy): the app loads it instead.
  return processed
    .replace(/<link rel="(stylesheet|preload)"[^>]*\.css"[^>]*>/g, '')
    .replace(/<noscript>.*?<\/noscript>/s, '');
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
  const html = template
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace('%%PAGE_TITLE%%', escapeHtml(title))
    .replace('%%PAGE_DESCRIPTION%%', escapeHtml(meta.homeDescription(product)))
    .replace('<!--app-html-->', body);
  return kind === 'shell' ? html : withCriticalCss(html);
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
