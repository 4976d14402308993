import * as chromeLauncher from 'chrome-launcher';
import lighthouseRun from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumFlags, chromiumPath } from '../../tests/support/chromium.ts';
import { startServer } from '../../tests/support/server-process.ts';
import type { BenchSuite } from '../suite.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Scores = Record<(typeof categories)[number], number>;

const TARGETS: Scores = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** Lighthouse on `/` with the system Chromium, mobile (the default preset) and desktop. */
export const lighthouse: BenchSuite = {
  name: 'lighthouse',
  title: 'Lighthouse on /',
  async run(context) {
    const server = await startServer({ stdio: 'ignore' });
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
    try {
      const results: Record<string, Scores & { lcpMs: number; tbtMs: number; cls: number }> = {};
      for (const preset of ['mobile', 'desktop'] as const) {
        context.log(`${preset}...`);
        const runnerResult = await lighthouseRun(
          `${server.baseUrl}/`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = runnerResult?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${preset}`);
        const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
        results[preset] = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        };
      }
      const rows = Object.entries(results).map(
        ([preset, r]) =>
          `| ${preset} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} |`,
      );
      const markdown = [
        '| preset | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...rows,
        '',
        `Targets on mobile: ${categories.map((c) => `${c} ≥ ${TARGETS[c]}`).join(', ')}. ` +
          'A typical generated React landing page scores 81 for mobile performance.',
      ].join('\n');
      return { markdown, data: results };
    } finally {
      chrome.kill();
      await server.dispose();
    }
  },
};
