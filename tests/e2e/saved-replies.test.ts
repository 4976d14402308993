// An admin edits a saved reply in place, in English and in French: what is missing is said under its
// field, the change is in the audit trail, and the keyboard's focus follows the form.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';

const login = {
  en: { email: 'Email', password: 'Password', submit: 'Login' },
  fr: { email: 'Courriel', password: 'Mot de passe', submit: 'Se connecter' },
};

async function signIn(page: Page, words: typeof login.en) {
  page.setDefaultTimeout(10_000);
  await page.goto('/admin/saved-replies');
  await page.getByLabel(words.email).fill(E2E_ADMIN.email);
  await page.getByLabel(words.password, { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: words.submit }).click();
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return (
      focused?.getAttribute('aria-label') ?? (focused as HTMLInputElement | null)?.labels?.[0]?.textContent
    );
  });

describeInBrowser('saved replies, edited', () => {
  const browser = useBrowser();
  const tag = Date.now().toString(36);

  it('an admin fixes a saved reply’s title and French text; the audit trail says so', async () => {
    const page = await browser.newPage();
    await signIn(page, login.en);
    const title = `Refund ${tag}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('English text').fill('Hello {{customer_name}}, your refund is sent.');
    await page.getByLabel('French text').fill('Bonjour, remboursement envoye.');
    await page.getByRole('button', { name: 'Save Reply' }).click();
    await page.getByRole('heading', { name: title, level: 3 }).waitFor();

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const form = page.getByRole('form', { name: `Edit ${title}` });
    await expect.poll(() => focusedLabel(page)).toBe('Title');
    await form.getByLabel('Title').fill(' ');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Enter a title: typing / and its first letters inserts the reply.').waitFor();
    expect(await form.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focusedLabel(page)).toBe('Title');
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('Title').fill(`Refund sent ${tag}`);
    await form.getByLabel('French text').fill('Bonjour {{customer_name}}, votre remboursement est envoyé.');
    // Past Cancel to Save Changes, by keyboard.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText(`“Refund sent ${tag}” is updated.`).waitFor();
    await page.getByText('Bonjour {{customer_name}}, votre remboursement est envoyé.').waitFor();
    await expect.poll(() => focusedLabel(page)).toBe(`Edit Refund sent ${tag}`);

    await page.goto('/admin/audit');
    const entry = page.getByRole('row').filter({ hasText: 'Saved reply edited' }).first();
    await entry.getByText(`title: Refund sent ${tag}`).waitFor();
    await entry.getByText('changed: title, bodyFr').waitFor();
  }, 60_000);

  it('speaks French: a missing text is said under it, and Annuler leaves the reply as it was', async () => {
    const page = await browser.newPage({ locale: 'fr-CA', width: 390, height: 844 });
    await signIn(page, login.fr);
    const title = `Accueil ${tag}`;
    await page.getByLabel('Titre').fill(title);
    await page.getByLabel('Texte anglais').fill('Welcome!');
    await page.getByLabel('Texte français').fill('Bienvenue !');
    await page.getByRole('button', { name: 'Enregistrer la réponse' }).click();
    await page.getByRole('heading', { name: title, level: 3 }).waitFor();

    await page.getByRole('button', { name: `Modifier ${title}` }).click();
    const form = page.getByRole('form', { name: `Modifier ${title}` });
    await form.getByLabel('Texte français').fill('');
    await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await form.getByText('Saisissez le texte français.').waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Texte français');
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);

    await form.getByRole('button', { name: 'Annuler' }).click();
    await page.getByText('Bienvenue !').waitFor();
    await expect.poll(() => focusedLabel(page)).toBe(`Modifier ${title}`);
  }, 60_000);
});
