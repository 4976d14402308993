import { expect, it } from 'vitest';
import { describeInBrowser, useBrowser } from './browser.ts';
import { compareWithReference, withinTolerance } from './visual-compare.ts';

/** A fixed moment, so nothing on the page that shows a time can move the pixels. */
const FROZEN_NOW = new Date('2026-06-01T14:00:00Z');

/** The landing page and the sign-in cards, signed out. */
const pages = [
  ['home', '/'],
  ['my-tickets', '/my-tickets'],
  ['admin', '/admin'],
] as const;

describeInBrowser('the look of the landing page and the sign-in cards', () => {
  const browser = useBrowser();

  for (const [name, path] of pages) {
    for (const [language, locale] of [
      ['en', 'en-CA'],
      ['fr', 'fr-CA'],
    ] as const) {
      for (const width of [375, 1280]) {
        it(`${path} matches its reference at ${width} px in ${language}`, async () => {
          const page = await browser.newPage({ width, height: 800, locale });
          await page.clock.setFixedTime(FROZEN_NOW);
          await page.goto(path, { waitUntil: 'networkidle' });
          await page.evaluate(() => document.fonts.ready);
          const screenshot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
          const verdict = compareWithReference(`${name}-${language}-${width}`, screenshot);
          expect(withinTolerance(verdict), verdict.message).toBe(true);
        });
      }
    }
  }
});
