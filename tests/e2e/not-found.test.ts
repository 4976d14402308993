import { expect, it } from 'vitest';
import { baseUrl, describeInBrowser, useBrowser } from './browser.ts';

describeInBrowser('unknown routes', () => {
  const browser = useBrowser();

  it('answer HTTP 404 with the 404 page in the HTML', async () => {
    const response = await fetch(`${baseUrl()}/no/such/page`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  it('show the 404 page with a way home', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/pricing');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Oops! Page not found' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Canadian businesses');
    // Chromium reports the document's own 404 status as a console error; anything else is a bug.
    expect(browser.errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });
});
