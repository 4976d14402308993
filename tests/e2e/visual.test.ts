import { expect, it } from 'vitest';
import { describeInBrowser, useBrowser } from './browser.ts';
import { compareWithReference, withinTolerance } from './visual-compare.ts';

/** A fixed moment, so nothing on the page that shows a time can move the pixels. */
const FROZEN_NOW = new Date('2026-06-01T14:00:00Z');

describeInBrowser('the look of the landing page', () => {
  const browser = useBrowser();

  for (const [language, locale] of [
    ['en', 'en-CA'],
    ['fr', 'fr-CA'],
  ] as const) {
    for (const width of [375, 1280]) {
      it(`matches its reference at ${width} px in ${language}`, async () => {
        const page = await browser.newPage({ width, height: 800, locale });
        await page.clock.setFixedTime(FROZEN_NOW);
        await page.goto('/', { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        const screenshot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        const verdict = compareWithReference(`home-${language}-${width}`, screenshot);
        expect(withinTolerance(verdict), verdict.message).toBe(true);
      });
    }
  }
});
