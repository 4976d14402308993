import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { landing } from '#client/locales/en/landing.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { latestLink } from './mailbox.ts';
import { postJson } from './post-json.ts';

/**
 * The scripts the page has fetched so far, and whether any is the app's: TanStack Query (its error for a
 * missing client) or start-app (which brings the landing page's English strings).
 */
function appCodeOf(page: Page): { scripts: string[]; app: string[] } {
  const seen = { scripts: [] as string[], app: [] as string[] };
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    seen.scripts.push(path);
    const body = (await response.body()).toString();
    if (body.includes('No QueryClient set') || body.includes(landing.hero.title)) seen.app.push(path);
  });
  return seen;
}

/** A usable confirmation link: a first ticket for a new address, not confirmed yet. */
async function confirmationLink(password: string): Promise<string> {
  const email = `link-client-${Date.now()}@example.com`;
  const ticket = { email, name: 'Ada', subject: 'Export', description: 'The export does nothing.' };
  const { status } = await postJson('/api/tickets', {
    ...ticket,
    passwordHash: await passwordDigest(password, email),
  });
  if (status !== 201) throw new Error(`ticket submission answered ${status}`);
  const link = new URL(await latestLink(email, 'confirm_email'));
  return `${link.pathname}${link.search}`;
}

describeInBrowser('the link pages, before the app has loaded', () => {
  const browser = useBrowser();

  it('switch to French, confirm the address, and hand their place to the tickets with the toast', async () => {
    const password = 'maple syrup 42';
    const link = await confirmationLink(password);
    const page = await browser.newPage({ width: 390, height: 844 });
    const loaded = appCodeOf(page);
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByLabel('Password', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Voir le site en français' }).click();
    await page.getByRole('heading', { name: 'Confirmer votre courriel' }).waitFor();
    expect(await page.title()).toContain('Confirmer votre courriel');
    await page.waitForLoadState('networkidle');
    // Usable, in both languages, with none of the app's code.
    expect(loaded.scripts.length).toBeGreaterThan(0);
    expect(loaded.app).toEqual([]);

    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Confirmer et se connecter' }).click();
    await page.getByText('Votre session est ouverte et le restera pendant 24 heures.').waitFor();
    await page.getByRole('heading', { name: 'Mes demandes de soutien' }).waitFor();
    await page.getByRole('heading', { name: 'Export' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-tickets');
    // The app's code came only once the address was confirmed.
    expect(loaded.app.length).toBeGreaterThan(0);
    expect(browser.errors).toEqual([]);
  });

  it('say a dead link is dead, and open the sign-in card from it, loading the app only then', async () => {
    const page = await browser.newPage({ width: 390, height: 844, locale: 'fr-CA' });
    const loaded = appCodeOf(page);
    await page.goto('/reset-password?token=x', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Ce lien a expiré ou a déjà été utilisé' }).waitFor();
    expect(loaded.app).toEqual([]);

    await page.getByRole('link', { name: 'Aller à Mes demandes' }).click();
    await page.getByRole('heading', { name: 'Mes demandes de soutien' }).waitFor();
    await page.getByLabel('Courriel').waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-tickets');
    await page.goBack();
    await page.getByRole('heading', { name: 'Ce lien a expiré ou a déjà été utilisé' }).waitFor();
    expect(browser.errors).toEqual([]);
  });
});
