import { expect, it } from 'vitest';
import { baseUrl, describeInBrowser, useBrowser } from './browser.ts';

describeInBrowser('the landing page', () => {
  const browser = useBrowser();

  it('is in the first HTML response, before any script runs', async () => {
    const response = await fetch(`${baseUrl()}/`, { headers: { 'accept-language': 'en-CA' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('The free AI platform built for Canadian businesses');
    expect(html).toContain('Enter AI Platform');
    expect(html).toContain('Submit Support Ticket');
  });

  it('shows every section and hydrates without warnings', async () => {
    const page = await browser.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    for (const name of ['Everything your business needs from AI', 'Why choose Maple AI?', 'About Maple AI']) {
      expect(await page.getByRole('heading', { name }).isVisible()).toBe(true);
    }
    for (const feature of [
      'Document Analysis',
      'Business AI Agents',
      'Professional Chat',
      'Data Sovereignty',
      'Built for Canadians',
      'Always Free',
    ]) {
      expect(await page.getByRole('heading', { name: feature }).count()).toBe(1);
    }
    expect(await page.getByRole('button', { name: 'Enter AI Platform' }).count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('button', { name: 'Submit Support Ticket' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'My Tickets' }).getAttribute('href')).toBe('/my-tickets');
    expect(await page.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(browser.errors).toEqual([]);
  });

  it('scrolls to each section from the header anchors and Learn More', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [link, id] of [
      ['Features', 'features'],
      ['About', 'about'],
      ['Contact', 'contact'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${id}`);
      await expect.poll(() => isInViewport(page, id)).toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect.poll(() => isInViewport(page, 'features')).toBe(true);
  });

  it('fits a 320 px phone without sideways scrolling', async () => {
    const page = await browser.newPage({ width: 320, height: 640 });
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

function isInViewport(page: import('playwright-core').Page, id: string) {
  return page.evaluate((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
  }, id);
}
