import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newCustomer, submitTicket } from './api.ts';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';

async function signIn(page: Page, labels: { email: string; password: string }) {
  await page.getByLabel(labels.email).fill(E2E_ADMIN.email);
  await page.getByLabel(labels.password, { exact: true }).fill(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
}

/** The screen readers' table of a chart, named by its caption. */
const chartTable = (page: Page, name: string) => page.getByRole('table', { name, includeHidden: true });

describeInBrowser('the analytics page', () => {
  const browser = useBrowser();

  it('opens from the dashboard, draws its charts, changes period and downloads the same figures', async () => {
    await submitTicket(newCustomer('analytics'), { subject: 'Invoices', description: 'Missing.' }, true);
    const page = await browser.newPage();
    await page.goto('/admin');
    await signIn(page, { email: 'Email', password: 'Password' });
    await page.getByRole('link', { name: 'View Analytics' }).click();
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await expect.poll(() => page.locator('canvas').count()).toBeGreaterThanOrEqual(3);
    const volume = chartTable(page, 'Tickets created and resolved per day');
    expect(await volume.getByRole('row', { includeHidden: true }).count()).toBe(31);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
    await expect.poll(() => volume.getByRole('row', { includeHidden: true }).count()).toBe(8);
    expect(page.url()).toContain('days=7');

    const created = page.getByRole('term').filter({ hasText: 'Tickets created' }).locator('+ dd');
    const shown = (await created.textContent())?.replace(/\D/g, '');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[1]).toMatch(new RegExp(`^created,${shown},\\d+$`));
    expect(csv).toContain('\r\nticket_id,created_at,language,status,');
    expect(browser.errors).toEqual([]);
  });

  it('speaks French with French numbers, on a phone', async () => {
    const page = await browser.newPage({ width: 390, height: 844, locale: 'fr-CA' });
    await page.goto('/admin?lang=fr');
    await signIn(page, { email: 'Courriel', password: 'Mot de passe' });
    await page.getByRole('link', { name: 'Voir les statistiques' }).click();
    await page.getByRole('heading', { name: 'Statistiques', level: 1 }).waitFor();
    await expect.poll(() => page.locator('canvas').count()).toBeGreaterThanOrEqual(3);
    const share = page.getByRole('term').filter({ hasText: 'Clients satisfaits' }).locator('+ dd');
    // A share is '—' without answers, or written the French way, with a space before %.
    expect(await share.textContent()).toMatch(/^(—|\d+\s%)$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await seriousViolations(page)).toEqual([]);
    expect(browser.errors).toEqual([]);
  });
});
