import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, useBrowser } from './browser.ts';
import { isFocused } from './keyboard.ts';

async function landing(page: Page) {
  await page.goto('/', { waitUntil: 'networkidle' });
}

const triggers: [string, (page: Page) => Locator][] = [
  ['the header', (page) => page.getByRole('banner').getByRole('button', { name: 'Enter AI Platform' })],
  ['the hero', (page) => page.getByRole('main').getByRole('button', { name: 'Enter AI Platform' })],
  ['the footer', (page) => page.getByRole('contentinfo').getByRole('button', { name: 'Enter AI Platform' })],
  ['the chat', (page) => page.getByRole('button', { name: 'Get Full Platform' })],
];

describeInBrowser('the AI platform overlay', () => {
  const browser = useBrowser();

  for (const [where, trigger] of triggers) {
    it(`opens full-screen from ${where}, frames the platform, and gives focus back on close`, async () => {
      const page = await browser.newPage({ width: 1280, height: 800 });
      await landing(page);
      const button = trigger(page);
      await button.click();
      const overlay = page.getByRole('dialog', { name: 'Maple AI Platform' });
      await overlay.waitFor();

      const frame = overlay.locator('iframe');
      expect(await frame.getAttribute('src')).toBe('/platform.html');
      expect(await frame.getAttribute('sandbox')).toBe(
        'allow-scripts allow-same-origin allow-forms allow-popups',
      );
      expect(await frame.getAttribute('allow')).toBe('camera; microphone; fullscreen; payment');
      await page
        .frameLocator('iframe')
        .getByRole('heading', { name: 'Your AI platform will appear here' })
        .waitFor();
      await overlay.getByText('Loading the AI platform...').waitFor({ state: 'detached' });
      expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

      await overlay.getByRole('button', { name: 'Close this app' }).click();
      await overlay.waitFor({ state: 'detached' });
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      // The spec's sandbox (scripts + same origin) draws this warning for our own same-origin placeholder page.
      const sandboxWarning = /has both allow-scripts and allow-same-origin/;
      expect(browser.errors.filter((error) => !sandboxWarning.test(error))).toEqual([]);
    });
  }

  it('keeps focus inside, closes on Escape and returns focus to the trigger', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await landing(page);
    const hero = page.getByRole('main').getByRole('button', { name: 'Enter AI Platform' });
    await hero.focus();
    await page.keyboard.press('Enter');
    const overlay = page.getByRole('dialog', { name: 'Maple AI Platform' });
    await overlay.waitFor();
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab');
      expect(await overlay.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    // Keys typed inside the framed site stay in its document, so Escape is pressed from our own controls.
    await overlay.getByRole('button', { name: 'Support' }).focus();
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    expect(await hero.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('has no axe violations', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await landing(page);
    await page.getByRole('banner').getByRole('button', { name: 'Enter AI Platform' }).click();
    await page.frameLocator('iframe').getByRole('heading').waitFor();
    const audit = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('opens the ticket form above it from Support, and stays open when the form closes', async () => {
    const page = await browser.newPage();
    await landing(page);
    await page.getByRole('banner').getByRole('button', { name: 'Enter AI Platform' }).click();
    const overlay = page.getByRole('dialog', { name: 'Maple AI Platform' });
    await overlay.getByRole('button', { name: 'Support' }).click();
    const form = page.getByRole('dialog', { name: 'Submit Support Ticket' });
    await form.waitFor();
    const box = await form.boundingBox();
    const topmost = await page.evaluate(
      ({ x, y }) =>
        document.elementFromPoint(x, y)?.closest('[role="dialog"]')?.getAttribute('aria-labelledby'),
      { x: (box?.x ?? 0) + 40, y: (box?.y ?? 0) + 40 },
    );
    expect(topmost).toBe(await form.getAttribute('aria-labelledby'));
    await form.getByLabel('Email').fill('overlay@example.com');

    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    expect(await overlay.isVisible()).toBe(true);
    expect(await isFocused(overlay.getByRole('button', { name: 'Support' }))).toBe(true);
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
  });

  it('reads in French, placeholder page included', async () => {
    const page = await browser.newPage({ locale: 'fr-CA' });
    await landing(page);
    await page.getByRole('banner').getByRole('button', { name: 'Accéder à la plateforme IA' }).click();
    const overlay = page.getByRole('dialog', { name: 'Plateforme Maple AI' });
    await overlay.getByRole('button', { name: 'Soutien' }).waitFor();
    await overlay.getByRole('button', { name: 'Fermer cette application' }).waitFor();
    await page
      .frameLocator('iframe')
      .getByRole('heading', { name: 'Votre plateforme IA apparaîtra ici' })
      .waitFor();
  });
});
