import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { animationsSettled } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { isFocused } from './keyboard.ts';

async function landing(page: Page) {
  await page.goto('/', { waitUntil: 'networkidle' });
}

const STAND_IN_PLATFORM = '/stand-in-platform';

/** The landing page as the server writes it with PLATFORM_URL set, framing a stand-in page of the same origin. */
async function withStandInPlatform(page: Page) {
  await page.route(STAND_IN_PLATFORM, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Platform</title><h1>Stand-in platform</h1>' }),
  );
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '&quot;platformUrl&quot;:&quot;&quot;',
      `&quot;platformUrl&quot;:&quot;${STAND_IN_PLATFORM}&quot;`,
    );
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ response, body, headers });
  });
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
    it(`opens full-screen from ${where}, holds our own chat, and gives focus back on close`, async () => {
      const page = await browser.newPage({ width: 1280, height: 800 });
      await landing(page);
      const button = trigger(page);
      await button.click();
      const overlay = page.getByRole('dialog', { name: 'Maple AI Platform' });
      await overlay.waitFor();

      const box = overlay.getByRole('textbox', { name: 'Your message' });
      await expect.poll(() => isFocused(box)).toBe(true);
      expect(await overlay.locator('iframe').count()).toBe(0);
      expect(await overlay.getByText('Your AI platform will appear here').count()).toBe(0);
      expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

      await overlay.getByRole('button', { name: 'Close this app' }).click();
      await overlay.waitFor({ state: 'detached' });
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(browser.errors).toEqual([]);
    });
  }

  it("frames PLATFORM_URL in the spec's sandbox when it is set", async () => {
    const page = await browser.newPage({ width: 1280, height: 800 });
    await withStandInPlatform(page);
    await landing(page);
    const button = page.getByRole('main').getByRole('button', { name: 'Enter AI Platform' });
    await button.click();
    const overlay = page.getByRole('dialog', { name: 'Maple AI Platform' });
    const frame = overlay.locator('iframe');
    expect(await frame.getAttribute('src')).toBe(STAND_IN_PLATFORM);
    expect(await frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups',
    );
    expect(await frame.getAttribute('allow')).toBe('camera; microphone; fullscreen; payment');
    await page.frameLocator('iframe').getByRole('heading', { name: 'Stand-in platform' }).waitFor();
    await overlay.getByText('Loading the AI platform...').waitFor({ state: 'detached' });
    expect(await overlay.getByRole('textbox', { name: 'Your message' }).count()).toBe(0);
    await overlay.getByRole('button', { name: 'Close this app' }).click();
    await overlay.waitFor({ state: 'detached' });
    expect(await isFocused(button)).toBe(true);
  });

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
    await page.getByRole('dialog').getByRole('textbox', { name: 'Your message' }).waitFor();
    await animationsSettled(page);
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
    // The focus comes back once the form's closing is done, which a loaded machine may take a frame over.
    await expect.poll(() => isFocused(overlay.getByRole('button', { name: 'Support' }))).toBe(true);
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
  });

  it('answers in its chat when the main button opened it', async () => {
    const page = await browser.newPage({ width: 1280, height: 800 });
    await landing(page);
    await page.getByRole('main').getByRole('button', { name: 'Enter AI Platform' }).click();
    const overlay = page.getByRole('dialog', { name: 'Maple AI Platform' });
    const box = overlay.getByRole('textbox', { name: 'Your message' });
    await box.fill('Is it really free?');
    await box.press('Enter');
    await expect
      .poll(() => overlay.getByRole('log').locator('li').last().textContent(), { timeout: 15_000 })
      .toContain('from sole proprietors to large teams.');
    expect(await overlay.getByText('Powered by Maple Assistant').isVisible()).toBe(true);
    expect(browser.errors).toEqual([]);
  });

  it('reads in French, its chat included, and answers in French', async () => {
    const page = await browser.newPage({ locale: 'fr-CA', width: 390, height: 844 });
    await landing(page);
    await page.getByRole('banner').getByRole('button', { name: 'Accéder à la plateforme IA' }).click();
    const overlay = page.getByRole('dialog', { name: 'Plateforme Maple AI' });
    await overlay.getByRole('button', { name: 'Soutien' }).waitFor();
    await overlay.getByRole('button', { name: 'Fermer cette application' }).waitFor();
    const box = overlay.getByRole('textbox', { name: 'Votre message' });
    await box.fill('Est-ce gratuit?');
    await box.press('Enter');
    await expect
      .poll(() => overlay.getByRole('log').locator('li').last().textContent(), { timeout: 15_000 })
      .toContain('Maple AI est toujours gratuit');
    expect(await overlay.getByText('Réponses fournies par Maple Assistant').isVisible()).toBe(true);
  });
});
