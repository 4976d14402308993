import { expect, it } from 'vitest';
import { describeInBrowser, useBrowser } from './browser.ts';

describeInBrowser('the language switch', () => {
  const browser = useBrowser();

  it('switches the page to French, sets <html lang> and is remembered on the next visit', async () => {
    const page = await browser.newPage({ locale: 'en-CA' });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await page.getByRole('button', { name: 'Voir le site en français' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByRole('button', { name: 'Accéder à la plateforme IA' }).first().isVisible()).toBe(
      true,
    );

    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByRole('button', { name: 'View this site in English' }).isVisible()).toBe(true);
    expect(browser.errors).toEqual([]);
  });

  it('follows a French browser on the first visit', async () => {
    const page = await browser.newPage({ locale: 'fr-CA' });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(browser.errors).toEqual([]);
  });
});
