import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../tests/support/chromium.ts';
import { startServer } from '../../tests/support/server-process.ts';
import type { BenchSuite } from '../suite.ts';

const kinds = ['document', 'script', 'stylesheet', 'font', 'other'] as const;
type Kind = (typeof kinds)[number];

const TARGETS = { scriptGzip: 90 * 1024, cssGzip: 12 * 1024 };

/** Everything Chromium fetches to show `/` until the network is idle, by kind, raw and gzip. */
export const firstLoad: BenchSuite = {
  name: 'first-load',
  title: 'First load of / (bytes)',
  async run() {
    const server = await startServer({ stdio: 'ignore' });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
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
      await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
      const files = await Promise.all(bodies);
      // The page inlines its stylesheet, so CSS is counted wherever it arrives: files and <style>.
      const inlineCss = Buffer.from(
        await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent).join('')),
      );
      const totals = Object.fromEntries(
        kinds.map((kind) => {
          const ofKind = files.filter((file) => file.kind === kind);
          return [
            kind,
            {
              files: ofKind.length,
              raw: sum(ofKind.map((f) => f.raw)),
              gzip: sum(ofKind.map((f) => f.gzip)),
            },
          ];
        }),
      ) as Record<Kind, { files: number; raw: number; gzip: number }>;
      const rows = kinds
        .filter((kind) => totals[kind].files > 0)
        .map(
          (kind) =>
            `| ${kind} | ${totals[kind].files} | ${kb(totals[kind].raw)} | ${kb(totals[kind].gzip)} |`,
        );
      const cssGzip =
        totals.stylesheet.gzip + (inlineCss.length ? gzipSync(inlineCss, { level: 9 }).length : 0);
      const missed = [
        ...(totals.script.gzip > TARGETS.scriptGzip ? [`JS ${kb(totals.script.gzip)} gzip`] : []),
        ...(cssGzip > TARGETS.cssGzip ? [`CSS ${kb(cssGzip)} gzip`] : []),
      ];
      const markdown = [
        '| kind | files | raw | gzip |',
        '| --- | ---: | ---: | ---: |',
        ...rows,
        '',
        `CSS, inlined in the document and in stylesheet files: ${kb(cssGzip)} gzip.`,
        '',
        `Targets: JS ≤ ${kb(TARGETS.scriptGzip)} gzip (${verdict(totals.script.gzip <= TARGETS.scriptGzip)}), ` +
          `CSS ≤ ${kb(TARGETS.cssGzip)} gzip (${verdict(cssGzip <= TARGETS.cssGzip)}). ` +
          'A typical generated React landing page ships 360-430 KB of gzipped JS.',
      ].join('\n');
      return {
        markdown,
        missed,
        data: {
          totals,
          cssGzip,
          files: files.map(({ url, ...rest }) => ({ path: new URL(url).pathname, ...rest })),
        },
      };
    } finally {
      await browser.close();
      await server.dispose();
    }
  },
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
