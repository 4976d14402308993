import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../tests/support/chromium.ts';
import { startServer } from '../../tests/support/server-process.ts';
import type { BenchSuite } from '../suite.ts';

const kinds = ['document', 'script', 'stylesheet', 'font', 'other'] as const;
type Kind = (typeof kinds)[number];
type Totals = Record<Kind, { files: number; raw: number; gzip: number }>;

/**
 * The landing page, and the sign-in cards a signed-out visitor can use once what they load is there, in
 * English and, for the cards, French (the language they are in when an emailed link opens them).
 */
const PAGES = [
  { path: '/', locale: 'en-CA' },
  { path: '/my-tickets', locale: 'en-CA' },
  { path: '/my-tickets', locale: 'fr-CA' },
  { path: '/admin', locale: 'en-CA' },
  { path: '/admin', locale: 'fr-CA' },
].map((page) => ({ ...page, name: page.locale === 'en-CA' ? page.path : `${page.path} (fr)` }));
const TARGETS = { scriptGzip: 90 * 1024, cssGzip: 12 * 1024 };

interface PageLoad {
  totals: Totals;
  cssGzip: number;
  files: { path: string; kind: Kind; raw: number; gzip: number }[];
}

/** Everything Chromium fetches to show the page until the network is idle, by kind, raw and gzip. */
async function loadOf(browser: Browser, url: string, locale: string): Promise<PageLoad> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale });
  try {
    const bodies: Promise<{ kind: Kind; url: string; raw: number; gzip: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const kind: Kind = (kinds as readonly string[]).includes(type) ? (type as Kind) : 'other';
      bodies.push(
        response.body().then((body) => ({
          kind,
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await Promise.all(bodies);
    // The pages inline their stylesheet, so CSS is counted wherever it arrives: files and <style>.
    const inlineCss = Buffer.from(
      await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent).join('')),
    );
    const totals = Object.fromEntries(
      kinds.map((kind) => {
        const ofKind = files.filter((file) => file.kind === kind);
        return [
          kind,
          { files: ofKind.length, raw: sum(ofKind.map((f) => f.raw)), gzip: sum(ofKind.map((f) => f.gzip)) },
        ];
      }),
    ) as Totals;
    const cssGzip =
      totals.stylesheet.gzip + (inlineCss.length ? gzipSync(inlineCss, { level: 9 }).length : 0);
    return {
      totals,
      cssGzip,
      files: files.map(({ url: fileUrl, ...rest }) => ({ path: new URL(fileUrl).pathname, ...rest })),
    };
  } finally {
    await page.close();
  }
}

function missedTargets(path: string, load: PageLoad): string[] {
  return [
    ...(load.totals.script.gzip > TARGETS.scriptGzip
      ? [`${path}: JS ${kb(load.totals.script.gzip)} gzip`]
      : []),
    ...(load.cssGzip > TARGETS.cssGzip ? [`${path}: CSS ${kb(load.cssGzip)} gzip`] : []),
  ];
}

function section(path: string, load: PageLoad): string {
  const { totals, cssGzip } = load;
  const rows = kinds
    .filter((kind) => totals[kind].files > 0)
    .map(
      (kind) => `| ${kind} | ${totals[kind].files} | ${kb(totals[kind].raw)} | ${kb(totals[kind].gzip)} |`,
    );
  return [
    `### ${path}`,
    '',
    '| kind | files | raw | gzip |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
    '',
    `CSS, inlined in the document and in stylesheet files: ${kb(cssGzip)} gzip. ` +
      `JS ${verdict(totals.script.gzip <= TARGETS.scriptGzip)}, CSS ${verdict(cssGzip <= TARGETS.cssGzip)}.`,
  ].join('\n');
}

/** What a signed-out visitor's browser fetches for the landing page and the two sign-in cards. */
export const firstLoad: BenchSuite = {
  name: 'first-load',
  title: 'First load of /, /my-tickets and /admin (bytes)',
  async run() {
    const server = await startServer({ stdio: 'ignore' });
    const browser = await launchChromium();
    try {
      const loads: Record<string, PageLoad> = {};
      for (const { path, locale, name } of PAGES) {
        loads[name] = await loadOf(browser, `${server.baseUrl}${path}`, locale);
      }
      const missed = PAGES.flatMap(({ name }) => missedTargets(name, loads[name] as PageLoad));
      const markdown = [
        ...PAGES.map(({ name }) => section(name, loads[name] as PageLoad)),
        `Targets for each page: JS ≤ ${kb(TARGETS.scriptGzip)} gzip, CSS ≤ ${kb(TARGETS.cssGzip)} gzip ` +
          `(${missed.length === 0 ? 'all met' : `MISSED: ${missed.join('; ')}`}). ` +
          'A typical generated React landing page ships 360-430 KB of gzipped JS.',
      ].join('\n\n');
      return { markdown, missed, data: loads };
    } finally {
      await browser.close();
      await server.dispose();
    }
  },
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
