import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newCustomer, submitTicket } from './api.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';

/** The scripts the page has fetched so far, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

describeInBrowser('the sign-in cards, before the app has loaded', () => {
  const browser = useBrowser();

  it('switch to French, sign in, and hand their place to the tickets with the focus on the list', async () => {
    const customer = newCustomer('sign-in-client');
    await submitTicket(customer, { subject: 'Facture introuvable', description: 'Elle a disparu.' }, true);
    const page = await browser.newPage({ width: 390, height: 844 });
    const scripts = scriptsOf(page);
    await page.goto('/my-tickets', { waitUntil: 'networkidle' });
    const loadedBeforeSignIn = scripts.length;

    await page.getByRole('button', { name: 'Voir le site en français' }).click();
    await page.getByRole('heading', { name: 'Mes demandes de soutien' }).waitFor();
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    expect(await page.title()).toContain('Mes demandes de soutien');
    await page.getByLabel('Courriel').fill(customer.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Se connecter et voir mes demandes' }).click();

    await page.getByText('Vous avez 1 demande. Votre session restera ouverte pendant 24 heures.').waitFor();
    await page.getByRole('heading', { name: 'Facture introuvable' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Vos demandes');
    // The app's code came only once a session had started.
    expect(scripts.length).toBeGreaterThan(loadedBeforeSignIn);
    expect(browser.errors).toEqual([]);
  });

  it('load none of the admin card on /my-tickets, nor the customer card on /admin', async () => {
    const customerPage = await browser.newPage();
    const customerScripts = scriptsOf(customerPage);
    await customerPage.goto('/my-tickets', { waitUntil: 'networkidle' });
    const adminPage = await browser.newPage();
    const adminScripts = scriptsOf(adminPage);
    await adminPage.goto('/admin', { waitUntil: 'networkidle' });

    const onlyOn = (mine: string[], theirs: string[]) => mine.filter((script) => !theirs.includes(script));
    expect(onlyOn(customerScripts, adminScripts).length).toBeGreaterThan(0);
    expect(onlyOn(adminScripts, customerScripts).length).toBeGreaterThan(0);

    await adminPage.getByLabel('Email').fill(E2E_ADMIN.email);
    await adminPage.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await adminPage.getByRole('button', { name: 'Login' }).click();
    await adminPage.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('lead home from either card, and back again, by drawing the app at each address', async () => {
    const cards = [
      { path: '/my-tickets', backHome: 'Back to home', cardHeading: 'Sign In' },
      { path: '/admin', backHome: 'Back to Home', cardHeading: 'Admin Login' },
    ];
    for (const { path, backHome, cardHeading } of cards) {
      const page = await browser.newPage();
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: backHome }).click();
      await page
        .getByRole('heading', { level: 1, name: 'The free AI platform built for Canadian businesses' })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/');

      await page.goBack();
      await page.getByRole('heading', { name: cardHeading }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    expect(browser.errors).toEqual([]);
  });
});
