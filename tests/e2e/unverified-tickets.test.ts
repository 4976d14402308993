// Issue 26: a ticket filed in a customer's name without their session is marked on their portal, where
// they claim it or remove it, with the keyboard as with a pointer.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { enAccount } from '#client/locales/en/account.ts';
import { frAccount } from '#client/locales/fr/account.ts';
import { newCustomer, submitTicket } from './api.ts';
import { seriousViolations } from './axe.ts';
import { describeInBrowser, useBrowser } from './browser.ts';
import { isFocused, tabTo } from './keyboard.ts';
import { postJson } from './post-json.ts';

const catalogs = { en: enAccount, fr: frAccount };

describeInBrowser('tickets filed in a customer’s name without signing in', () => {
  const browser = useBrowser();

  for (const [lang, width] of [
    ['en', 390],
    ['fr', 1280],
  ] as const) {
    it(`are marked on the portal, claimed or removed from the keyboard (${lang}, ${width} px)`, async () => {
      const t = catalogs[lang].portal;
      const customer = newCustomer(`unverified-${lang}`);
      await submitTicket(customer, { subject: 'Invoices will not export', description: 'Empty.' }, true);
      const filedByOthers = ['Change my account email', 'Refund to another card'];
      for (const subject of filedByOthers) {
        const filed = await postJson('/api/tickets', {
          email: customer.email,
          name: 'Mallory',
          subject,
          description: 'Please send everything to mallory@evil.test.',
        });
        expect(filed.status).toBe(201);
      }

      const page = await browser.newPage({ width, locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });
      await signIn(page, customer.email, customer.password, lang);
      const item = (subject: string) => page.getByRole('listitem').filter({ hasText: subject });
      await item(filedByOthers[0] ?? '')
        .getByText(t.list.unverified)
        .waitFor();
      expect(await item('Invoices will not export').getByText(t.list.unverified).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await openFromKeyboard(page, item(filedByOthers[0] ?? ''), t.list.viewDetails);
      const notice = page.getByRole('region', { name: t.list.unverified });
      await notice.getByText(t.unverified.notice).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const notMine = notice.getByRole('button', { name: t.unverified.notMine });
      await tabTo(page, notMine);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog', { name: t.unverified.removeTitle });
      await dialog.waitFor();
      expect(await isFocused(dialog.getByRole('button', { name: t.unverified.cancel }))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await tabTo(page, dialog.getByRole('button', { name: t.unverified.remove }));
      await page.keyboard.press('Enter');
      await page.getByText(t.toast.removed).waitFor();
      await item(filedByOthers[1] ?? '').waitFor();
      await expect.poll(() => item(filedByOthers[0] ?? '').count()).toBe(0);

      await openFromKeyboard(page, item(filedByOthers[1] ?? ''), t.list.viewDetails);
      await tabTo(page, notice.getByRole('button', { name: t.unverified.yes }));
      await page.keyboard.press('Enter');
      await page.getByText(t.toast.claimed).waitFor();
      await expect.poll(() => notice.count()).toBe(0);
    });
  }
});

async function signIn(page: Page, email: string, password: string, lang: 'en' | 'fr') {
  const form = catalogs[lang].portal.signIn;
  await page.goto(`/my-tickets?lang=${lang}`, { waitUntil: 'networkidle' });
  await page.getByLabel(form.emailLabel).fill(email);
  await page.getByLabel(form.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: form.submit }).click();
}

async function openFromKeyboard(page: Page, item: ReturnType<Page['getByRole']>, label: string) {
  await tabTo(page, item.getByRole('button', { name: label }));
  await page.keyboard.press('Enter');
}
