import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouseRun from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumFlags, chromiumPath } from '#tests/support/chromium.ts';
import { startServer } from '#tests/support/server-process.ts';
import { FLOOR_PATH, writeFloorPage } from '../lib/floor-page.ts';
import type { BenchSuite } from '../suite.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Scores = Record<(typeof categories)[number], number>;
interface Run extends Scores {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Mobile runs of each page; the targets must hold in every one of them. */
const RUNS = 3;
const TARGETS = { scores: 100, lcpOverFloor: 1.5, tbtMs: 50, cls: 0 };
/**
 * The pages a customer reaches from their email, and the admin's sign-in, in each language. They tell
 * search engines not to index them, so their SEO score is not a target.
 */
const PRIVATE_PAGES = ['/my-tickets', '/admin', '/confirm-email?token=x', '/reset-password?token=x'];
const LANGUAGES = ['en', 'fr'] as const;
const privatePages = LANGUAGES.flatMap((language) =>
  PRIVATE_PAGES.map((path) => ({
    label: `${path} ${language}`,
    path: `${path}${path.includes('?') ? '&' : '?'}lang=${language}`,
  })),
);
const HEADING = 'The free AI platform built for Canadian businesses';
const BUTTON = 'Enter AI Platform';

/** Lighthouse now and then fails to process its own trace on a busy machine (every score 0): measured again. */
const ATTEMPTS = 3;

async function measure(
  url: string,
  port: number,
  preset: 'mobile' | 'desktop',
  log: (message: string) => void,
): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouseRun(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url} (${preset})`);
    if (lhr.runtimeError && attempt < ATTEMPTS) {
      log(`Lighthouse failed on ${url} (${lhr.runtimeError.code}): measuring again`);
      continue;
    }
    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    };
  }
}

/** Every target of the landing page's mobile runs, each against the floor's LCP in the same run. */
function missedTargets(label: string, page: Run[], floor: Run[], all: boolean): string[] {
  const missed: string[] = [];
  page.forEach((run, index) => {
    const floorLcp = floor[index]?.lcpMs ?? Number.NaN;
    const prefix = `${label} mobile run ${index + 1}`;
    for (const category of all ? categories : (['performance'] as const)) {
      if (run[category] < TARGETS.scores)
        missed.push(`${prefix}: ${category} ${run[category]} < ${TARGETS.scores}`);
    }
    if (run.lcpMs > TARGETS.lcpOverFloor * floorLcp) {
      missed.push(`${prefix}: LCP ${run.lcpMs} ms > ${TARGETS.lcpOverFloor} × floor ${floorLcp} ms`);
    }
    if (all && run.tbtMs > TARGETS.tbtMs) missed.push(`${prefix}: TBT ${run.tbtMs} ms > ${TARGETS.tbtMs} ms`);
    if (run.cls > TARGETS.cls) missed.push(`${prefix}: CLS ${run.cls} > ${TARGETS.cls}`);
  });
  return missed;
}

const row = (label: string, r: Run) =>
  `| ${label} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.fcpMs} ms | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} |`;

/**
 * Lighthouse with the system Chromium: in each of three mobile runs a floor page (a static page with the
 * landing page's heading and button, served by the same server), `/`, and the private pages in English
 * and French; then `/` once on desktop.
 */
export const lighthouse: BenchSuite = {
  name: 'lighthouse',
  title: 'Lighthouse on /, the sign-in cards and the link pages',
  async run(context) {
    writeFloorPage(join(context.root, 'dist/client'), HEADING, BUTTON);
    const server = await startServer({ stdio: 'ignore' });
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
    const mobile = (path: string) => measure(`${server.baseUrl}${path}`, chrome.port, 'mobile', context.log);
    try {
      const floor: Run[] = [];
      const landing: Run[] = [];
      const pages: Record<string, Run[]> = Object.fromEntries(privatePages.map(({ label }) => [label, []]));
      for (let run = 1; run <= RUNS; run++) {
        context.log(`mobile run ${run}...`);
        floor.push(await mobile(FLOOR_PATH));
        landing.push(await mobile('/'));
        for (const { label, path } of privatePages) pages[label]?.push(await mobile(path));
      }
      context.log('desktop...');
      const desktop = await measure(`${server.baseUrl}/`, chrome.port, 'desktop', context.log);
      const landingMissed = missedTargets('/', landing, floor, true);
      const privateMissed = privatePages.flatMap(({ label }) =>
        missedTargets(label, pages[label] ?? [], floor, false),
      );
      const verdict = (missed: string[]) =>
        missed.length === 0 ? 'all met' : `MISSED: ${missed.join('; ')}`;
      const markdown = [
        '| page, preset | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...floor.flatMap((floorRun, index) => [
          row(`floor mobile, run ${index + 1}`, floorRun),
          row(`/ mobile, run ${index + 1}`, landing[index] as Run),
          ...privatePages.map(({ label }) =>
            row(`${label} mobile, run ${index + 1}`, pages[label]?.[index] as Run),
          ),
        ]),
        row('/ desktop', desktop),
        '',
        `Targets for /, mobile, in each run: every score ${TARGETS.scores}, LCP ≤ ${TARGETS.lcpOverFloor} × the floor's LCP, ` +
          `TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls} (${verdict(landingMissed)}). ` +
          `For the private pages, in each run: performance ${TARGETS.scores}, LCP ≤ ${TARGETS.lcpOverFloor} × the floor's LCP, ` +
          `CLS ${TARGETS.cls} (${verdict(privateMissed)}); they ask not to be indexed, which costs SEO points. ` +
          "The floor is a static page with the landing page's heading and button. A typical generated React " +
          'landing page scores 81 for mobile performance.',
      ].join('\n');
      return {
        markdown,
        data: { mobile: landing, floor, private: pages, desktop },
        missed: [...landingMissed, ...privateMissed],
      };
    } finally {
      chrome.kill();
      await server.dispose();
    }
  },
};
