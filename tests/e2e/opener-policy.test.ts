import { expect, it } from 'vitest';
import { baseUrl, describeInBrowser, useBrowser } from './browser.ts';

describeInBrowser('a sign-in card opened by another site', () => {
  const browser = useBrowser();

  it('is out of that site’s reach, so it cannot be sent elsewhere behind the visitor’s back', async () => {
    const page = await browser.newPage();
    await page.goto('about:blank');
    const [card] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((url) => {
        (window as unknown as { card: Window | null }).card = window.open(url);
      }, `${baseUrl()}/admin`),
    ]);
    await card.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { card: Window | null }).card?.closed))
      .toBe(true);
    expect(new URL(card.url()).pathname).toBe('/admin');
  });
});
