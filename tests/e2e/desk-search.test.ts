import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newCustomer, submitTicket } from './api.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { E2E_ADMIN } from './e2e-admin.ts';

/** What the desk's sign-in and search read, in each language, at a phone's and a laptop's width. */
const words = {
  en: {
    locale: 'en-CA',
    size: { width: 390, height: 844 },
    email: 'Email',
    password: 'Password',
    login: 'Login',
    search: 'Search tickets',
    id: (short: string) => `ID: ${short}`,
  },
  fr: {
    locale: 'fr-CA',
    size: { width: 1280, height: 800 },
    email: 'Courriel',
    password: 'Mot de passe',
    login: 'Se connecter',
    search: 'Chercher des demandes',
    id: (short: string) => `ID : ${short}`,
  },
};

describeInBrowser('the desk finds what people type', () => {
  const browser = useBrowser();

  it.each(['en', 'fr'] as const)(
    'in %s: the short id, accents, words in any order, the description',
    async (language) => {
      const w = words[language];
      const subject = `Can't upload a PDF invoice (${language} ${Date.now()})`;
      const id = await submitTicket(
        newCustomer(`search-${language}`),
        { subject, description: 'The page shows a spinner forever. We work from our Montréal office.' },
        true,
      );
      const short = id.slice(0, 8);

      const page = await browser.newPage({ ...w.size, locale: w.locale });
      await page.goto('/admin/tickets', { waitUntil: 'networkidle' });
      await page.getByLabel(w.email).fill(E2E_ADMIN.email);
      await page.getByLabel(w.password, { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: w.login }).click();

      const search = page.getByLabel(w.search);
      const found = (page: Page) => page.getByRole('article').filter({ hasText: subject });
      for (const term of [short, 'montreal', 'pdf upload', 'spinner']) {
        await search.fill(term);
        await found(page).waitFor();
      }
      await search.fill(short);
      await expect
        .poll(() => page.getByRole('article').allTextContents())
        .toEqual([expect.stringContaining(w.id(short))]);
      expect(browser.errors).toEqual([]);
    },
  );
});
