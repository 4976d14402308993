/**
 * Turns the Vite build into the pages the server sends: the prerendered pages (home, the sign-in cards,
 * the link pages) and 404 rendered to HTML, plus the empty app shell, each in English and French,
 * written to dist/pages. Then precompresses the
 * static assets so the server can send them without compressing per request.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ENTRY_ATTRIBUTE, ENTRY_LOADER } from '#server/http/entry-loader.ts';
import { escapeHtml } from '#server/site/html-escape.ts';
import { type PageKind, pageFileName, pageKinds } from '#server/site/site-pages.ts';
import { type Language, languageStorageKey, languages } from '#shared/language.ts';
import {
  deadLinkKind,
  deadLinkMeta,
  isDeadLinkKind,
  linkPageKinds,
  prerenderedPages,
} from '#shared/prerendered-pages.ts';
import { siteConfigPlaceholders } from '#shared/site-config.ts';

const root = join(import.meta.dirname, '..');
const clientDir = join(root, 'dist/client');
const pagesDir = join(root, 'dist/pages');

type EntryServer = typeof import('../src/client/entry-server.tsx');
const entry: EntryServer = await import(pathToFileURL(join(root, 'dist/prerender/entry-server.js')).href);

const template = readFileSync(join(clientDir, 'index.html'), 'utf8');

const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
const stylesheetPath = template.match(stylesheetLink)?.[1];
if (!stylesheetPath) throw new Error('the built index.html links no stylesheet');
const stylesheet = readFileSync(join(clientDir, stylesheetPath), 'utf8');

/**
 * A prerendered page carries the whole stylesheet inline (about 9 KB gzip), so the first paint needs
 * nothing but the HTML and no rule arrives twice. The whole sheet, not only the rules the markup uses:
 * split in two, the later half would land after the inlined one and reorder rules whose order decides
 * between a class and its responsive variant. The app shell too: its loading frame paints from the
 * first response.
 */
function withInlineStylesheet(html: string): string {
  return html.replace(stylesheetLink, () => `<style>${stylesheet}</style>`);
}

const iconLink = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
if (!template.includes(iconLink)) throw new Error('the built index.html links no /favicon.svg icon');
const iconDataUrl = `data:image/svg+xml;base64,${readFileSync(join(clientDir, 'favicon.svg')).toString('base64')}`;

/**
 * The icon travels in the page too (about 0.6 KB): fetched, it would be the one request that can finish
 * before the first paint, and Lighthouse's simulation then adds its round trip (150 ms) to the page's LCP.
 */
function withInlineIcon(html: string): string {
  return html.replace(iconLink, () => `<link rel="icon" href="${iconDataUrl}" type="image/svg+xml" />`);
}

const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
if (!entryScript.test(template)) throw new Error('the built index.html loads no entry script');

/** The entry is loaded by the inline loader, after the first paint (see `ENTRY_LOADER`). */
function withEntryLoader(html: string): string {
  return html.replace(
    entryScript,
    (_, entry: string) => `<script type="module" ${ENTRY_ATTRIBUTE}="${entry}">${ENTRY_LOADER}</script>`,
  );
}

const descriptionMeta = '<meta name="description" content="%%PAGE_DESCRIPTION%%" />';
if (!template.includes(descriptionMeta)) throw new Error('the built index.html has no description meta tag');
if (!template.includes('<div id="root"><!--app-html--></div>'))
  throw new Error('the built index.html has no empty #root');

/** The sign-in cards, the link pages (dead ones too) and the app shell's pages are nobody's search result. */
function isPrivate(kind: PageKind): boolean {
  if (kind === 'shell' || isDeadLinkKind(kind)) return true;
  return kind !== 'not-found' && prerenderedPages[kind].private;
}

const ogLocales: Record<Language, string> = { en: 'en_CA', fr: 'fr_CA' };

/**
 * How the landing page presents itself when shared (Open Graph) and where its other language is
 * (hreflang); the server puts the site's address where `publicUrl`'s placeholder stands.
 */
function sharingTags(language: Language, title: string, description: string): string[] {
  const base = siteConfigPlaceholders.publicUrl;
  const url = (of: Language) => `${base}/?${languageStorageKey}=${of}`;
  return [
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${siteConfigPlaceholders.productName}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${url(language)}" />`,
    `<meta property="og:locale" content="${ogLocales[language]}" />`,
    ...languages
      .filter((other) => other !== language)
      .map((other) => `<meta property="og:locale:alternate" content="${ogLocales[other]}" />`),
    ...languages.map((of) => `<link rel="alternate" hreflang="${of}" href="${url(of)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${base}/" />`,
  ];
}

/**
 * Holds the first paint until the page's markup has arrived whole: the admin's login card, centred in
 * the page and painted while the rest of its HTML was still on the way, grew and moved once it came
 * (CLS 0.076 in Lighthouse; in about one load in four with a throttled network). The landing page keeps
 * painting as its HTML arrives.
 */
function paintsWhole(kind: PageKind): boolean {
  return kind !== 'home' && kind !== 'shell';
}
const rootEnd = '<template id="root-end"></template>';
const rootEndAwaited = '<link rel="expect" href="#root-end" blocking="render" />';

/**
 * What the head says besides the template: kept out of search engines, drawn as a dead link, or, for
 * the landing page, how it is shared and where its other language is.
 */
function headTags(
  kind: PageKind,
  language: Language,
  rendered: { title: string; description: string },
): string {
  const { name, content } = deadLinkMeta;
  return [
    ...(isPrivate(kind) ? ['<meta name="robots" content="noindex" />'] : []),
    ...(paintsWhole(kind) ? [rootEndAwaited] : []),
    ...(isDeadLinkKind(kind) ? [`<meta name="${name}" content="${content}" />`] : []),
    ...(kind === 'home' ? sharingTags(language, rendered.title, rendered.description) : []),
  ]
    .map((tag) => `\n    ${tag}`)
    .join('');
}

/**
 * What follows #root: the app shell's loading frame (hidden by the stylesheet once the app draws), or the
 * mark a page's first paint waits for.
 */
async function afterRoot(kind: PageKind, language: Language): Promise<string> {
  if (kind === 'shell') return `<div id="page-loading">${await entry.renderLoadingFrame(language)}</div>`;
  return paintsWhole(kind) ? rootEnd : '';
}

/** A sign-in card or a link page (dead or not) tells main.tsx to start its own client, not the app. */
function rootAttributes(kind: PageKind): string {
  if (kind === 'shell' || kind === 'not-found') return '';
  const linkPage = linkPageKinds.find((link) => kind === link || kind === deadLinkKind(link));
  if (linkPage) return ` data-link-page="${linkPage}"`;
  if (isDeadLinkKind(kind)) return '';
  const page = prerenderedPages[kind];
  return 'signIn' in page ? ` data-sign-in="${page.signIn}"` : '';
}

async function page(kind: PageKind, language: Language): Promise<string> {
  const product = siteConfigPlaceholders.productName;
  const { meta } = await entry.loadMessages(language);
  const rendered =
    kind === 'shell'
      ? { title: meta.appTitle(product), description: meta.homeDescription(product), html: '' }
      : await entry.renderPage(kind, language);
  const followingRoot = await afterRoot(kind, language);
  const html = template
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace('%%PAGE_TITLE%%', escapeHtml(rendered.title))
    .replace(descriptionMeta, () => `${descriptionMeta}${headTags(kind, language, rendered)}`)
    .replace('%%PAGE_DESCRIPTION%%', escapeHtml(rendered.description))
    .replace(
      '<div id="root"><!--app-html--></div>',
      () => `<div id="root"${rootAttributes(kind)}>${rendered.html}</div>${followingRoot}`,
    );
  return withEntryLoader(withInlineIcon(withInlineStylesheet(html)));
}

mkdirSync(pagesDir, { recursive: true });
for (const kind of pageKinds) {
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
console.log(`prerendered ${languages.length * pageKinds.length} pages into dist/pages`);
